// "Add a correction" on a payslip whose run is approved or paid. That run is locked, so the correction is recorded as
// an adjustment for the staff member: their next calculated pay run counts it as an ADJUSTMENT line, adding to their
// pay or recovering from it. The fields are the shared input schema's (less the staff member, who is the slip's);
// what the server refuses is said beside its field, and the screen's notice says what was recorded.
import { useCreatePayrollAdjustment } from '@crewbase/data-access-payroll';
import { createAdjustmentInputSchema, type PayslipDetail } from '@crewbase/domain';
import { formatMoney, FormRadioGroup, FormTextField, type ConfirmOutcome } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../inventory/form-dialog';
import { placeSubmitProblem } from '../requests/submit-problem';

const correctionFormSchema = createAdjustmentInputSchema.omit({ staffId: true });
type CorrectionForm = z.input<typeof correctionFormSchema>;
const FIELDS = ['direction', 'amount', 'reason'] as const;

const directionOptions = [
  { value: 'ADD', label: 'Pay more' },
  { value: 'DEDUCT', label: 'Recover (deduct)' },
] as const;

export function PayrollCorrectionDialog({ slip, open, onClose, report }: { slip: PayslipDetail; open: boolean; onClose: () => void; report: (outcome: ConfirmOutcome) => void }) {
  const create = useCreatePayrollAdjustment();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<CorrectionForm>({
    resolver: zodResolver(correctionFormSchema),
    defaultValues: { amount: '', reason: '' },
  });
  const name = slip.staffProfile.fullName;
  const close = () => {
    reset();
    setFormError(null);
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const adjustment = await create.mutateAsync({ staffId: slip.staffProfile.id, direction: values.direction, amount: values.amount, reason: values.reason });
      close();
      const amount = `${adjustment.direction === 'DEDUCT' ? '−' : ''}${formatMoney(adjustment.amount)}`;
      report({ done: `Correction of ${amount} recorded for ${adjustment.staff.fullName}: it will appear in their next pay run.` });
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, FIELDS));
    }
  });

  return (
    <FormDialog open={open} title={`Add a correction for ${name}`} submitLabel="Record correction" submitting={create.isPending} formError={formError} onSubmit={onSubmit} onClose={close}>
      <FormRadioGroup control={control} name="direction" label="Correction" required row options={directionOptions} />
      <FormTextField
        control={control}
        name="amount"
        label="Amount (₦)"
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        helperText="In naira, e.g. 15000 or 15000.50. It is added to or deducted from their next pay run, not this one."
      />
      <FormTextField control={control} name="reason" label="Reason" required multiline minRows={2} helperText="Shown on their payslip beside the amount." />
    </FormDialog>
  );
}
