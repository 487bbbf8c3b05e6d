// Adjusts an item's stock with a reason (a count found 3 more: +3; breakage in the store: -2): one ADJUSTMENT
// movement on the ledger. Stock going below zero is refused by the server, which says what is left.
import { useInventoryActions } from '@crewbase/data-access-inventory';
import type { StockItem } from '@crewbase/domain';
import { FormTextField, type ConfirmOutcome } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { placeSubmitProblem } from '../requests/submit-problem';
import { FormDialog } from './form-dialog';

const adjustFormSchema = z.object({
  quantity: z
    .string()
    .trim()
    .regex(/^[+-]?\d+$/, 'Give the change as a whole number (negative to take stock out).')
    .refine((value) => Number(value) !== 0, 'Give a change other than zero.'),
  reason: z.string().trim().min(3, 'Enter a reason of at least 3 characters.').max(500, 'Use at most 500 characters.'),
});
type AdjustForm = z.input<typeof adjustFormSchema>;

export function AdjustStockDialog({ item, open, onClose, report }: { item: StockItem; open: boolean; onClose: () => void; report: (outcome: ConfirmOutcome) => void }) {
  const { adjustStock } = useInventoryActions();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<AdjustForm>({ resolver: zodResolver(adjustFormSchema), defaultValues: { quantity: '', reason: '' } });
  const close = () => {
    reset();
    setFormError(null);
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const movement = await adjustStock.mutateAsync({ stockItemId: item.id, quantity: Number(values.quantity), reason: values.reason });
      close();
      report({ done: `Stock adjusted by ${movement.quantity > 0 ? '+' : ''}${movement.quantity}: ${movement.balanceAfter} ${item.unit} of ${item.name} in stock.` });
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, ['quantity', 'reason']));
    }
  });
  return (
    <FormDialog open={open} title={`Adjust the stock of ${item.name}`} submitLabel="Adjust stock" submitting={adjustStock.isPending} formError={formError} onSubmit={onSubmit} onClose={close}>
      <FormTextField control={control} name="quantity" label="Change" required helperText={`${item.availableStock} ${item.unit} in stock now. Use a minus sign to take stock out.`} />
      <FormTextField control={control} name="reason" label="Reason" required multiline minRows={2} />
    </FormDialog>
  );
}
