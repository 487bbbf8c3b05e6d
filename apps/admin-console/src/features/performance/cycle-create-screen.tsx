// /admin/performance/cycles/create: a review cycle's name, department (or all), frequency, start date, the days
// staff have to answer, and the KPIs and questions its reviews are made of. The KPI weights must add up to 100 before
// the cycle can be launched; the form shows the running total.
import { performanceQueries, useCycleActions } from '@crewbase/data-access-performance';
import { createCycleInputSchema, cycleFrequencyLabels, cycleFrequencySchema, kpiWeightProblem } from '@crewbase/domain';
import { FormDatePicker, FormSelect, FormTextField } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { generatePath, useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { RequestFormCard } from '../requests/request-form-card';
import { placeSubmitProblem } from '../requests/submit-problem';
import { useDepartmentOptions } from './department-options';
import { NamedMultiPicker } from './named-multi-picker';

/** Active KPIs and questions to choose from: the first 100 by name (the API's page ceiling). */
const ACTIVE = { page: 1, limit: 100, filters: [{ field: 'retired', operator: '$eq' as const, value: 'false' }] };

const kpiOption = z.object({ id: z.string(), name: z.string(), weight: z.number() });
const namedOption = z.object({ id: z.string(), name: z.string() });
const cycleFormSchema = z.object({
  name: createCycleInputSchema.shape.name,
  departmentId: z.string(),
  frequency: z.union([cycleFrequencySchema, z.literal('')]).refine((value) => value !== '', 'Choose how often the cycle runs.'),
  dueDate: z.custom<Dayjs | null>((value) => value === null || dayjs.isDayjs(value)).superRefine((value, ctx) => {
    if (value === null) ctx.addIssue({ code: 'custom', message: 'Choose the start date.' });
    else if (!value.isValid()) ctx.addIssue({ code: 'custom', message: 'Use a date written as DD/MM/YYYY.' });
  }),
  daysAllowed: z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 365, 'Give the days allowed as a whole number from 1 to 365.'),
  kpis: z.array(kpiOption),
  questions: z.array(namedOption),
});
type CycleForm = z.input<typeof cycleFormSchema>;

const FIELDS = ['name', 'departmentId', 'frequency', 'dueDate', 'daysAllowed', 'kpis', 'questions'] as const;
const ALIASES = { kpiIds: 'kpis', questionIds: 'questions' } as const;
const frequencyOptions = cycleFrequencySchema.options.map((value) => ({ value, label: cycleFrequencyLabels[value] }));

export function CycleCreateScreen() {
  const navigate = useNavigate();
  const { create } = useCycleActions();
  const departments = useDepartmentOptions();
  const kpis = useQuery(performanceQueries.kpiList({ ...ACTIVE, sort: [{ field: 'name', direction: 'ASC' }] }));
  const questions = useQuery(performanceQueries.questionList({ ...ACTIVE, sort: [{ field: 'category', direction: 'ASC' }] }));
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<CycleForm>({
    resolver: zodResolver(cycleFormSchema),
    defaultValues: { name: '', departmentId: '', frequency: '', dueDate: null, daysAllowed: '14', kpis: [], questions: [] },
  });
  const chosenKpis = useWatch({ control, name: 'kpis' });
  const weightProblem = kpiWeightProblem(chosenKpis.map((kpi) => kpi.weight));

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await create.mutateAsync({
        name: values.name,
        departmentId: values.departmentId || null,
        frequency: cycleFrequencySchema.parse(values.frequency),
        dueDate: values.dueDate!.format('YYYY-MM-DD'),
        daysAllowed: Number(values.daysAllowed),
        kpiIds: values.kpis.map((kpi) => kpi.id),
        questionIds: values.questions.map((question) => question.id),
      });
      navigate(generatePath(paths.performanceCycleDetail, { id: saved.id }), { replace: true, state: { notice: `The cycle ${saved.name} was added. Launch it when it is ready.` } });
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, FIELDS, ALIASES));
    }
  });

  return (
    <RequestFormCard
      title="New review cycle"
      intro="Launching the cycle later creates one review per active staff member in scope, with these KPIs and questions copied in."
      onSubmit={onSubmit}
      submitLabel="Add cycle"
      submitting={create.isPending}
      formError={formError}
      cancelTo={paths.performanceCycles}
    >
      <FormTextField control={control} name="name" label="Cycle name" required />
      <FormSelect control={control} name="departmentId" label="Department" emptyOptionLabel="All departments" options={departments.options} helperText={departments.loadError} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormSelect control={control} name="frequency" label="Frequency" required options={frequencyOptions} />
        <FormDatePicker control={control} name="dueDate" label="Start Date" required />
        <FormTextField
          control={control}
          name="daysAllowed"
          label="Days allowed"
          required
          helperText="Days staff have to answer"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <Controller
        control={control}
        name="kpis"
        render={({ field, fieldState }) => (
          <NamedMultiPicker
            label="KPIs"
            options={(kpis.data?.data ?? []).map(({ id, name, weight }) => ({ id, name: `${name} (${weight}%)`, weight }))}
            loading={kpis.isFetching}
            // The options carry their weight, so the running total below can add the chosen ones up.
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message ?? (kpis.isError ? 'The KPIs could not be listed.' : undefined)}
            helperText="The KPIs an admin scores on each review; their weights must add up to 100 to launch."
          />
        )}
      />
      {chosenKpis.length > 0 && (
        <Alert severity={weightProblem ? 'warning' : 'success'} aria-live="polite">
          {weightProblem ?? 'The KPI weights add up to 100: the cycle can be launched.'}
        </Alert>
      )}
      <Controller
        control={control}
        name="questions"
        render={({ field, fieldState }) => (
          <NamedMultiPicker
            label="Questions"
            options={(questions.data?.data ?? []).map(({ id, text, category }) => ({ id, name: `${category}: ${text}` }))}
            loading={questions.isFetching}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message ?? (questions.isError ? 'The questions could not be listed.' : undefined)}
            helperText="The self-assessment staff answer on the rating scale."
          />
        )}
      />
    </RequestFormCard>
  );
}
