// /admin/performance/create-penalty (on its own, or from an appraisal: ?appraisalId=) and the edit penalty screen
// (appraisals/penalty/{id}/edit): staff, amount, date and reason. A penalty a pay run has included is locked, and the
// screen says why instead of offering to save.
import { performanceQueries, usePerformanceMutations } from '@crewbase/data-access-performance';
import type { Penalty } from '@crewbase/domain';
import { FormDatePicker, formatMoney, FormTextField } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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

const penaltyFormSchema = z.object({
  staff: z.custom<StaffOption | null>().refine((value) => value !== null, 'Choose the staff member.'),
  amount: moneyField,
  date: dayField('Choose the date of the penalty.'),
  reason: reasonField,
});
type PenaltyForm = z.input<typeof penaltyFormSchema>;

const FIELDS = ['staff', 'amount', 'date', 'reason'] as const;

interface FromAppraisal {
  id: string;
  staff: StaffOption;
  label: string;
}

export function PenaltyFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { id = '' } = useParams();
  const appraisalId = useSearchParams()[0].get('appraisalId');
  const penalty = useQuery({ ...performanceQueries.penalty(id), enabled: mode === 'edit' });
  const appraisal = useQuery({ ...performanceQueries.appraisal(appraisalId ?? ''), enabled: mode === 'create' && Boolean(appraisalId) });
  if (mode === 'edit') {
    return (
      <RecordLoader query={penalty} what="this penalty" backTo={{ label: 'Back to penalties', to: `${paths.performanceAppraisals}?tab=penalties` }}>
        {(data) => <PenaltyFormView key={data.id} penalty={data} />}
      </RecordLoader>
    );
  }
  if (appraisalId) {
    return (
      <RecordLoader query={appraisal} what="this appraisal" backTo={{ label: 'Back to appraisals', to: paths.performanceAppraisals }}>
        {(data) => <PenaltyFormView appraisal={{ id: data.id, staff: data.staff, label: `${data.staff.fullName}'s appraisal in ${data.cycle.name}` }} />}
      </RecordLoader>
    );
  }
  return <PenaltyFormView />;
}

function PenaltyFormView({ penalty, appraisal }: { penalty?: Penalty; appraisal?: FromAppraisal }) {
  const navigate = useNavigate();
  const { create, update } = usePerformanceMutations('penalty');
  const [formError, setFormError] = useState<string | null>(null);
  const locked = Boolean(penalty?.payRunId);
  const { control, handleSubmit, setError } = useForm<PenaltyForm>({
    resolver: zodResolver(penaltyFormSchema),
    defaultValues: {
      staff: penalty?.staff ?? appraisal?.staff ?? null,
      amount: penalty?.amount ?? '',
      date: penalty ? dayjs(penalty.date) : dayjs(),
      reason: penalty?.reason ?? '',
    },
  });
  const backTo = penalty
    ? generatePath(paths.performancePenaltyDetail, { id: penalty.id })
    : appraisal
      ? generatePath(paths.performanceAppraisalDetail, { id: appraisal.id })
      : `${paths.performanceAppraisals}?tab=penalties`;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const input = { staffId: values.staff!.id, amount: values.amount.trim(), date: (values.date as Dayjs).format('YYYY-MM-DD'), reason: values.reason };
    try {
      if (penalty) {
        await update.mutateAsync({ id: penalty.id, input });
        navigate(backTo, { replace: true, state: { notice: 'Penalty saved.' } });
      } else {
        const saved = await create.mutateAsync({ ...input, appraisalId: appraisal?.id ?? null });
        const to = appraisal ? backTo : generatePath(paths.performancePenaltyDetail, { id: saved.id });
        navigate(to, { replace: true, state: { notice: `Penalty of ${formatMoney(saved.amount)} recorded for ${saved.staff.fullName}.` } });
      }
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, FIELDS));
    }
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {locked && <PayRunLock noun="penalty" />}
      {appraisal && <Alert severity="info">Recorded from {appraisal.label}.</Alert>}
      <RequestFormCard
        title={penalty ? 'Edit penalty' : 'New penalty'}
        intro="A penalty is deducted in the staff member's next pay run."
        onSubmit={onSubmit}
        submitLabel={penalty ? 'Save penalty' : 'Record penalty'}
        submitting={create.isPending || update.isPending}
        formError={formError}
        cancelTo={backTo}
        readOnly={locked}
      >
        <StaffPickerField control={control} name="staff" label="Staff member" />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField control={control} name="amount" label="Amount (₦)" required disabled={locked} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <FormDatePicker control={control} name="date" label="Date" required disabled={locked} />
        </Stack>
        <FormTextField control={control} name="reason" label="Reason" required multiline minRows={3} disabled={locked} />
      </RequestFormCard>
    </Stack>
  );
}
