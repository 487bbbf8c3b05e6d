// "New pay run": a month and who it covers (all staff, a department or a location). Created as a draft, then opened
// so it can be calculated. What the server refuses is said beside its field (a month that already has a run, a
// department that no longer exists).
import { PICKER_QUERY, settingsQueries } from '@crewbase/data-access-settings';
import { usePayRunActions } from '@crewbase/data-access-payroll';
import { createPayRunInputSchema, type PayRunScope } from '@crewbase/domain';
import { formatMonth, FormRadioGroup, FormSelect } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { generatePath, useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { placeSubmitProblem } from '../requests/submit-problem';
import { recentMonths } from './payroll-labels';

const formSchema = z
  .object({ month: z.string().min(1, 'Choose a month.'), scope: z.enum(['all', 'department', 'location']), scopeId: z.string() })
  .superRefine((v, ctx) => {
    if (v.scope !== 'all' && !v.scopeId) ctx.addIssue({ code: 'custom', path: ['scopeId'], message: `Choose the ${v.scope}.` });
  });
type NewPayRunForm = z.input<typeof formSchema>;
const FIELDS = ['month', 'scope', 'scopeId'] as const;

const scopeOptions: { value: PayRunScope; label: string }[] = [
  { value: 'all', label: 'All staff' },
  { value: 'department', label: 'A department' },
  { value: 'location', label: 'A location' },
];

export function NewPayRunForm() {
  const navigate = useNavigate();
  const { create } = usePayRunActions();
  const [problem, setProblem] = useState<string | null>(null);
  const months = recentMonths();
  const { control, handleSubmit, setError } = useForm<NewPayRunForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { month: months[1], scope: 'all', scopeId: '' },
  });
  const scope = useWatch({ control, name: 'scope' });
  const departments = useQuery({ ...settingsQueries.departments.list(PICKER_QUERY), enabled: scope === 'department' });
  const locations = useQuery({ ...settingsQueries.locations.list(PICKER_QUERY), enabled: scope === 'location' });
  const places = scope === 'department' ? departments : locations;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const input = createPayRunInputSchema.parse({ month: values.month, scope: values.scope, scopeId: values.scope === 'all' ? null : values.scopeId });
      const run = await create.mutateAsync(input);
      navigate(generatePath(paths.payrollRunDetail, { id: run.id }), { state: { notice: `Pay run for ${formatMonth(run.month)} created. Calculate it to make its payslips.` } });
    } catch (error) {
      setProblem(placeSubmitProblem(error, setError, FIELDS));
    }
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby="new-pay-run-heading">
      <CardContent>
        <Typography id="new-pay-run-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          New pay run
        </Typography>
        <Stack component="form" aria-label="New pay run" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <FormSelect control={control} name="month" label="Month" required options={months.map((value) => ({ value, label: formatMonth(value) }))} />
            <FormRadioGroup control={control} name="scope" label="Who it covers" row options={scopeOptions} />
            {scope !== 'all' && (
              <FormSelect
                control={control}
                name="scopeId"
                label={scope === 'department' ? 'Department' : 'Location'}
                required
                options={(places.data?.data ?? []).map((place) => ({ value: place.id, label: place.name }))}
                helperText={places.isError ? `The ${scope}s could not be listed.` : undefined}
              />
            )}
          </Stack>
          <div>
            <Button type="submit" variant="adminPrimary" loading={create.isPending}>
              Create pay run
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
