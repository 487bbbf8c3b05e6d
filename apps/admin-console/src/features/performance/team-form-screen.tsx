// /admin/performance/teams/create and teams/{id}/update: a team's name, department, manager (a staff member) and
// members. The server's refusals (a name taken, a manager who left) show beside their fields.
import { performanceQueries, usePerformanceMutations } from '@crewbase/data-access-performance';
import { createTeamInputSchema, type TeamDetail } from '@crewbase/domain';
import { FormSelect, FormTextField } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { generatePath, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import type { StaffOption } from '../people-pickers/staff-picker';
import { StaffPickerField } from '../people-pickers/staff-picker-field';
import { RequestFormCard } from '../requests/request-form-card';
import { placeSubmitProblem } from '../requests/submit-problem';
import { useDepartmentOptions } from './department-options';
import { RecordLoader } from './record-loader';
import { StaffMultiPicker } from './staff-multi-picker';

const staffOption = z.object({ id: z.string(), staffId: z.string(), fullName: z.string() });
const teamFormSchema = z.object({
  name: createTeamInputSchema.shape.name,
  departmentId: z.string().min(1, 'Choose a department.'),
  manager: z.custom<StaffOption | null>().refine((value) => value !== null, 'Choose the manager.'),
  members: z.array(staffOption).max(500, 'A team has at most 500 members.'),
});
type TeamForm = z.input<typeof teamFormSchema>;

const FIELDS = ['name', 'departmentId', 'manager', 'members'] as const;
const ALIASES = { managerId: 'manager', memberIds: 'members' } as const;

export function TeamFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { id = '' } = useParams();
  const team = useQuery({ ...performanceQueries.team(id), enabled: mode === 'edit' });
  if (mode === 'create') return <TeamFormView />;
  return (
    <RecordLoader query={team} what="this team" backTo={{ label: 'Back to teams', to: paths.performanceTeams }}>
      {(data) => <TeamFormView key={data.id} team={data} />}
    </RecordLoader>
  );
}

function TeamFormView({ team }: { team?: TeamDetail }) {
  const navigate = useNavigate();
  const { create, update } = usePerformanceMutations('team');
  const departments = useDepartmentOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TeamForm>({
    resolver: zodResolver(teamFormSchema),
    defaultValues: {
      name: team?.name ?? '',
      departmentId: team?.department.id ?? '',
      manager: team?.manager ?? null,
      members: team?.members ?? [],
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const input = { name: values.name, departmentId: values.departmentId, managerId: values.manager!.id, memberIds: values.members.map((m) => m.id) };
    try {
      const saved = team ? await update.mutateAsync({ id: team.id, input }) : await create.mutateAsync(input);
      navigate(generatePath(paths.performanceTeamDetail, { id: saved.id }), {
        replace: true,
        state: { notice: team ? 'Team saved.' : `The team ${saved.name} was added.` },
      });
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, FIELDS, ALIASES));
    }
  });

  return (
    <RequestFormCard
      title={team ? 'Edit team' : 'New team'}
      intro="A team groups staff of a department under a manager."
      onSubmit={onSubmit}
      submitLabel={team ? 'Save team' : 'Add team'}
      submitting={create.isPending || update.isPending}
      formError={formError}
      cancelTo={team ? generatePath(paths.performanceTeamDetail, { id: team.id }) : paths.performanceTeams}
    >
      <FormTextField control={control} name="name" label="Team name" required />
      <FormSelect control={control} name="departmentId" label="Department" required options={departments.options} helperText={departments.loadError} />
      <StaffPickerField control={control} name="manager" label="Manager" />
      <Controller
        control={control}
        name="members"
        render={({ field, fieldState }) => (
          <StaffMultiPicker label="Members" value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={fieldState.error?.message} />
        )}
      />
    </RequestFormCard>
  );
}
