// Completes a maintenance with its cost (0 for a warranty repair) and notes: the item is back in service.
import { useInventoryActions } from '@crewbase/data-access-inventory';
import { moneyProblem, type MaintenanceRequestDetail } from '@crewbase/domain';
import { formatMoney, FormTextField, type ConfirmOutcome } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { placeSubmitProblem } from '../requests/submit-problem';
import { FormDialog } from './form-dialog';

const isZero = (value: string) => /^0+(\.0{1,2})?$/.test(value);
const completeFormSchema = z.object({
  cost: z
    .string()
    .trim()
    .min(1, 'Enter the cost (0 for a free or warranty repair).')
    .refine((value) => isZero(value) || moneyProblem(value) === null, { message: 'Enter the cost in naira, e.g. 25000 or 25000.50.' }),
  notes: z.string().trim().max(1000, 'Use at most 1000 characters.'),
});
type CompleteForm = z.input<typeof completeFormSchema>;

export interface CompleteMaintenanceDialogProps {
  request: MaintenanceRequestDetail;
  open: boolean;
  onClose: () => void;
  report: (outcome: ConfirmOutcome) => void;
}

export function CompleteMaintenanceDialog({ request, open, onClose, report }: CompleteMaintenanceDialogProps) {
  const { completeMaintenance } = useInventoryActions();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<CompleteForm>({ resolver: zodResolver(completeFormSchema), defaultValues: { cost: '', notes: '' } });
  const close = () => {
    reset();
    setFormError(null);
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await completeMaintenance.mutateAsync({ id: request.id, input: { cost: isZero(values.cost) ? 0 : values.cost, notes: values.notes.trim() || null } });
      close();
      report({ done: `Maintenance completed for ${formatMoney(saved.cost ?? '0.00')}: ${request.item.name} is back in service.` });
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, ['cost', 'notes']));
    }
  });
  return (
    <FormDialog open={open} title="Complete this maintenance" submitLabel="Complete" submitting={completeMaintenance.isPending} formError={formError} onSubmit={onSubmit} onClose={close}>
      <FormTextField control={control} name="cost" label="Cost (₦)" required helperText="What the vendor charged; 0 for a warranty repair." />
      <FormTextField control={control} name="notes" label="Notes" multiline minRows={3} />
    </FormDialog>
  );
}
