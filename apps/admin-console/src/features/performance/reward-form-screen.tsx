// /admin/performance/create-reward (on its own, or from an appraisal: ?appraisalId=) and the edit reward screen
// (appraisals/reward/{id}/edit): the spec's kind, recipient (Staff or Customer), rewardAmount, date and reason. A
// reward a pay run has included is locked, and the screen says why instead of offering to save.
import { performanceQueries, usePerformanceMutations } from '@crewbase/data-access-performance';
import { rewardKindSchema, rewardRecipientTypeSchema, type Reward } from '@crewbase/domain';
import { FormDatePicker, formatMoney, FormRadioGroup, FormSelect, FormTextField } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { generatePath, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import type { StaffOption } from '../people-pickers/staff-picker';
import { StaffPickerField } from '../people-pickers/staff-picker-field';
import { RequestFormCard } from '../requests/request-form-card';
import { placeSubmitProblem } from '../requests/submit-problem';
import { dayField, moneyField, reasonField } from './form-fields';
import { PayRunLock } from './pay-run-lock';
import { RecordLoader } from './record-loader';

const rewardFormSchema = z
  .object({
    kind: z.union([rewardKindSchema, z.literal('')]).refine((value) => value !== '', 'Choose the kind of reward.'),
    recipientType: rewardRecipientTypeSchema,
    staff: z.custom<StaffOption | null>(),
    customerName: z.string().trim().max(120, 'Use at most 120 characters.'),
    rewardAmount: moneyField,
    date: dayField('Choose the date of the reward.'),
    reason: reasonField,
  })
  .superRefine((values, ctx) => {
    if (values.recipientType === 'Staff' && !values.staff) ctx.addIssue({ code: 'custom', path: ['staff'], message: 'Choose the staff member rewarded.' });
    if (values.recipientType === 'Customer' && !values.customerName.trim()) ctx.addIssue({ code: 'custom', path: ['customerName'], message: "Enter the customer's name." });
  });
type RewardForm = z.input<typeof rewardFormSchema>;

const FIELDS = ['kind', 'recipientType', 'staff', 'customerName', 'rewardAmount', 'date', 'reason'] as const;
const kindOptions = rewardKindSchema.options.map((value) => ({ value, label: value }));
const recipientOptions = rewardRecipientTypeSchema.options.map((value) => ({ value, label: value }));

export function RewardFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { id = '' } = useParams();
  const appraisalId = useSearchParams()[0].get('appraisalId');
  const reward = useQuery({ ...performanceQueries.reward(id), enabled: mode === 'edit' });
  const appraisal = useQuery({ ...performanceQueries.appraisal(appraisalId ?? ''), enabled: mode === 'create' && Boolean(appraisalId) });
  const back = { label: 'Back to rewards', to: `${paths.performanceAppraisals}?tab=rewards` };
  if (mode === 'edit') {
    return (
      <RecordLoader query={reward} what="this reward" backTo={back}>
        {(data) => <RewardFormView key={data.id} reward={data} />}
      </RecordLoader>
    );
  }
  if (appraisalId) {
    return (
      <RecordLoader query={appraisal} what="this appraisal" backTo={{ label: 'Back to appraisals', to: paths.performanceAppraisals }}>
        {(data) => (
          <RewardFormView
            appraisal={{ id: data.id, staff: data.staff, label: `${data.staff.fullName}'s appraisal in ${data.cycle.name}` }}
          />
        )}
      </RecordLoader>
    );
  }
  return <RewardFormView />;
}

interface FromAppraisal {
  id: string;
  staff: StaffOption;
  label: string;
}

function RewardFormView({ reward, appraisal }: { reward?: Reward; appraisal?: FromAppraisal }) {
  const navigate = useNavigate();
  const { create, update } = usePerformanceMutations('reward');
  const [formError, setFormError] = useState<string | null>(null);
  const locked = Boolean(reward?.payRunId);
  const { control, handleSubmit, setError } = useForm<RewardForm>({
    resolver: zodResolver(rewardFormSchema),
    defaultValues: {
      kind: reward?.kind ?? '',
      recipientType: reward?.recipientType ?? 'Staff',
      staff: reward?.staff ?? appraisal?.staff ?? null,
      customerName: reward?.customerName ?? '',
      rewardAmount: reward?.rewardAmount ?? '',
      date: reward ? dayjs(reward.date) : dayjs(),
      reason: reward?.reason ?? '',
    },
  });
  const recipientType = useWatch({ control, name: 'recipientType' });
  const backTo = reward
    ? generatePath(paths.performanceRewardDetail, { id: reward.id })
    : appraisal
      ? generatePath(paths.performanceAppraisalDetail, { id: appraisal.id })
      : `${paths.performanceAppraisals}?tab=rewards`;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const input = {
      kind: rewardKindSchema.parse(values.kind),
      recipientType: values.recipientType,
      staffId: values.recipientType === 'Staff' ? values.staff!.id : null,
      customerName: values.recipientType === 'Customer' ? values.customerName.trim() : null,
      rewardAmount: values.rewardAmount.trim(),
      date: (values.date as Dayjs).format('YYYY-MM-DD'),
      reason: values.reason,
    };
    try {
      if (reward) {
        await update.mutateAsync({ id: reward.id, input });
        navigate(backTo, { replace: true, state: { notice: 'Reward saved.' } });
      } else {
        const saved = await create.mutateAsync({ ...input, appraisalId: appraisal?.id ?? null });
        const to = appraisal ? backTo : generatePath(paths.performanceRewardDetail, { id: saved.id });
        navigate(to, { replace: true, state: { notice: `Reward granted: ${saved.kind} of ${formatMoney(saved.rewardAmount)}.` } });
      }
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, FIELDS, { staffId: 'staff' }));
    }
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {locked && <PayRunLock noun="reward" />}
      {appraisal && <Alert severity="info">Granted from {appraisal.label}.</Alert>}
      <RequestFormCard
        title={reward ? 'Edit reward' : 'New reward'}
        onSubmit={onSubmit}
        submitLabel={reward ? 'Save reward' : 'Grant reward'}
        submitting={create.isPending || update.isPending}
        formError={formError}
        cancelTo={backTo}
        readOnly={locked}
      >
        <FormSelect control={control} name="kind" label="Reward" required options={kindOptions} disabled={locked} />
        <FormRadioGroup control={control} name="recipientType" label="Recipient" options={recipientOptions} row disabled={locked || Boolean(appraisal)} />
        {recipientType === 'Staff' ? (
          <StaffPickerField control={control} name="staff" label="Staff member" />
        ) : (
          <FormTextField control={control} name="customerName" label="Customer name" required disabled={locked} />
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="rewardAmount"
            label="Amount (₦)"
            required
            disabled={locked}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormDatePicker control={control} name="date" label="Date" required disabled={locked} />
        </Stack>
        <FormTextField control={control} name="reason" label="Reason" required multiline minRows={3} disabled={locked} />
      </RequestFormCard>
    </Stack>
  );
}

