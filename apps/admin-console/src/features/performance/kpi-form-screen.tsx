// /admin/performance/setup/create-kpi and setup/kpi/{id}: a KPI's name, description, the departments and job titles
// it applies to (none: everyone) and its weight within a cycle. An existing KPI can be edited, retired or brought
// back; a cycle already launched keeps the copy its reviews were launched with, as the screen says.
import { performanceQueries, usePerformanceMutations } from '@crewbase/data-access-performance';
import { PICKER_QUERY, settingsQueries } from '@crewbase/data-access-settings';
import { createKpiInputSchema, kpiWeightSchema, type Kpi } from '@crewbase/domain';
import { FormTextarea, FormTextField, StatusChip, useConfirmedAction } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { RequestFormCard } from '../requests/request-form-card';
import { placeSubmitProblem } from '../requests/submit-problem';
import { NamedMultiPicker, type NamedOption } from './named-multi-picker';
import { performanceProblem } from './performance-problem';
import { RecordLoader } from './record-loader';

const named = z.array(z.object({ id: z.string(), name: z.string() }));
const kpiFormSchema = z.object({
  name: createKpiInputSchema.shape.name,
  description: z.string().trim().max(1000, 'Use at most 1000 characters.'),
  departments: named,
  jobTitles: named,
  weight: z
    .string()
    .trim()
    .min(1, 'Give the weight as a whole number from 1 to 100.')
    .superRefine((value, ctx) => {
      const parsed = kpiWeightSchema.safeParse(Number(value));
      if (!/^\d+$/.test(value) || !parsed.success) ctx.addIssue({ code: 'custom', message: 'Give the weight as a whole number from 1 to 100.' });
    }),
});
type KpiForm = z.input<typeof kpiFormSchema>;

const FIELDS = ['name', 'description', 'departments', 'jobTitles', 'weight'] as const;
const ALIASES = { departmentIds: 'departments', jobTitleIds: 'jobTitles' } as const;
const SETUP = { label: 'Back to setup', to: paths.performanceSetup };

export function KpiFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { id = '' } = useParams();
  const kpi = useQuery({ ...performanceQueries.kpi(id), enabled: mode === 'edit' });
  if (mode === 'create') return <KpiForm />;
  return (
    <RecordLoader query={kpi} what="this KPI" backTo={SETUP}>
      {(data) => <KpiForm key={data.id} kpi={data} />}
    </RecordLoader>
  );
}

function KpiForm({ kpi }: { kpi?: Kpi }) {
  const navigate = useNavigate();
  const can = useAdminCan('performance-review');
  const { create, update, remove } = usePerformanceMutations('kpi');
  const departments = useQuery(settingsQueries.departments.list(PICKER_QUERY));
  const jobTitles = useQuery(settingsQueries.jobTitles.list(PICKER_QUERY));
  const confirmed = useConfirmedAction({ describeError: performanceProblem });
  const routeNotice = useRouteNotice();
  const [formError, setFormError] = useState<string | null>(null);
  const editable = kpi ? can('update') : can('create');
  const { control, handleSubmit, setError } = useForm<KpiForm>({
    resolver: zodResolver(kpiFormSchema),
    defaultValues: {
      name: kpi?.name ?? '',
      description: kpi?.description ?? '',
      departments: kpi?.departments ?? [],
      jobTitles: kpi?.jobTitles ?? [],
      weight: kpi ? String(kpi.weight) : '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const input = {
      name: values.name,
      description: values.description.trim() || null,
      departmentIds: values.departments.map((d) => d.id),
      jobTitleIds: values.jobTitles.map((j) => j.id),
      weight: Number(values.weight),
    };
    try {
      if (kpi) {
        await update.mutateAsync({ id: kpi.id, input });
        confirmed.report({ done: 'KPI saved.' });
      } else {
        await create.mutateAsync(input);
        navigate(`${paths.performanceSetup}?tab=kpis`, { state: { notice: `The KPI “${input.name}” was added.` } });
      }
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, FIELDS, ALIASES));
    }
  });

  const pickerOptions = (data: { data: NamedOption[] } | undefined) => (data?.data ?? []).map(({ id, name }) => ({ id, name }));

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {confirmed.notice ?? routeNotice}
      {kpi && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusChip status={kpi.retired ? 'Retired' : 'Active'} size="medium" />
          {can('update') && (
            <Button
              variant={kpi.retired ? 'secondary' : 'danger'}
              onClick={() =>
                confirmed.ask({
                  title: kpi.retired ? 'Bring back this KPI?' : 'Retire this KPI?',
                  description: kpi.retired
                    ? 'It can be added to new cycles again.'
                    : 'It can no longer be added to a cycle. Reviews already launched keep it as they were launched.',
                  confirmLabel: kpi.retired ? 'Bring back' : 'Retire',
                  tone: kpi.retired ? 'primary' : 'danger',
                  doneMessage: kpi.retired ? 'The KPI is back in use.' : 'The KPI is retired.',
                  run: () => update.mutateAsync({ id: kpi.id, input: { retired: !kpi.retired } }),
                })
              }
            >
              {kpi.retired ? 'Bring back' : 'Retire'}
            </Button>
          )}
          {can('delete') && (
            <Button
              variant="danger"
              onClick={() =>
                confirmed.ask({
                  title: 'Delete this KPI?',
                  description: 'It is removed for good. One that a cycle lists cannot be deleted: retire it instead.',
                  confirmLabel: 'Delete',
                  tone: 'danger',
                  run: () => remove.mutateAsync(kpi.id),
                  onDone: () => navigate(`${paths.performanceSetup}?tab=kpis`, { state: { notice: `The KPI “${kpi.name}” was deleted.` } }),
                })
              }
            >
              Delete
            </Button>
          )}
        </Stack>
      )}
      {kpi && kpi.openCycleCount > 0 && (
        <Alert severity="info">
          {kpi.openCycleCount === 1 ? 'A cycle that is not completed lists this KPI.' : `${kpi.openCycleCount} cycles that are not completed list this KPI.`}{' '}
          A change reaches reviews launched from now on; reviews already launched keep the KPI as they were launched.
        </Alert>
      )}
      <RequestFormCard
        title={kpi ? 'Edit KPI' : 'Create KPI'}
        intro="A KPI is scored by an admin from 1 to 5 on each review it applies to. Its weight is its share of the KPI part of the rating: the KPIs of a cycle add up to 100."
        onSubmit={onSubmit}
        submitLabel={kpi ? 'Save KPI' : 'Add KPI'}
        submitting={create.isPending || update.isPending}
        formError={formError}
        cancelTo={`${paths.performanceSetup}?tab=kpis`}
        readOnly={!editable}
      >
        <FormTextField control={control} name="name" label="Name" required disabled={!editable} />
        <FormTextarea control={control} name="description" label="Description" minRows={3} disabled={!editable} />
        <Controller
          control={control}
          name="departments"
          render={({ field, fieldState }) => (
            <NamedMultiPicker
              label="Departments"
              options={pickerOptions(departments.data)}
              loading={departments.isFetching}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={!editable}
              error={fieldState.error?.message ?? (departments.isError ? 'The departments could not be listed.' : undefined)}
              helperText="Leave empty for every department."
            />
          )}
        />
        <Controller
          control={control}
          name="jobTitles"
          render={({ field, fieldState }) => (
            <NamedMultiPicker
              label="Job titles"
              options={pickerOptions(jobTitles.data)}
              loading={jobTitles.isFetching}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={!editable}
              error={fieldState.error?.message ?? (jobTitles.isError ? 'The job titles could not be listed.' : undefined)}
              helperText="Leave empty for every job title."
            />
          )}
        />
        <FormTextField
          control={control}
          name="weight"
          label="Weight (%)"
          required
          disabled={!editable}
          helperText="A whole number from 1 to 100."
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </RequestFormCard>
      {confirmed.dialog}
    </Stack>
  );
}
