// /admin/inventory/procure/procurements-create: raise a procurement with a vendor: lines of items with a quantity
// and a unit cost each, and the total as it will be (the server computes the real one from the same lines).
import { useInventoryMutations } from '@crewbase/data-access-inventory';
import { FormSelect, FormTextarea, formatMoney } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { generatePath, useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { RequestFormCard } from '../requests/request-form-card';
import { placeSubmitProblem } from '../requests/submit-problem';
import { useVendorOptions } from './inventory-options';
import { emptyLine, lineFieldAliases, lineFields, linesSchema, linesTotal, pricedLineFormSchema } from './line-items';
import { LineItemsEditor, type LinesFormShape } from './line-items-editor';

const procurementFormSchema = z.object({
  vendorId: z.string().min(1, 'Choose a vendor.'),
  note: z.string().trim().max(1000, 'Use at most 1000 characters.'),
  lines: linesSchema(pricedLineFormSchema),
});
type ProcurementForm = z.input<typeof procurementFormSchema>;

export function ProcurementCreateScreen() {
  const navigate = useNavigate();
  const { create } = useInventoryMutations('procurement');
  const vendors = useVendorOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<ProcurementForm>({
    resolver: zodResolver(procurementFormSchema),
    defaultValues: { vendorId: '', note: '', lines: [emptyLine()] },
  });
  const lines = useWatch({ control, name: 'lines' });
  const total = linesTotal(lines ?? []);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const input = {
      vendorId: values.vendorId,
      note: values.note.trim() || null,
      lines: values.lines.map((line) => ({ stockItemId: line.item!.id, quantity: Number(line.quantity), unitCost: line.unitCost.trim() })),
    };
    try {
      const saved = await create.mutateAsync(input);
      navigate(generatePath(paths.inventoryProcurementDetail, { id: saved.id }), {
        replace: true,
        state: { notice: `Procurement raised with ${saved.vendor.name} for ${formatMoney(saved.totalCost)}.` },
      });
    } catch (error) {
      const count = values.lines.length;
      setFormError(placeSubmitProblem(error, setError, ['vendorId', 'note', ...lineFields(count, true)] as never, lineFieldAliases(count) as never));
    }
  });

  return (
      <RequestFormCard
        maxWidth={1100}
        title="New procurement"
        intro="What to buy from one vendor. It is ordered next, and its stock comes in when it is received."
        onSubmit={onSubmit}
        submitLabel="Raise procurement"
        submitting={create.isPending}
        formError={formError}
        cancelTo={paths.inventoryProcurements}
      >
        <FormSelect control={control} name="vendorId" label="Vendor" required options={vendors.options} helperText={vendors.loadError} />
        <LineItemsEditor
          control={control as unknown as Control<LinesFormShape>}
          errors={formState.errors as never}
          priced
          onItemChosen={(index, item) => {
            if (item?.unitCost && !getValues(`lines.${index}.unitCost`)) setValue(`lines.${index}.unitCost`, item.unitCost);
          }}
        />
        <Typography variant="h6" component="p" aria-live="polite" sx={{ textAlign: 'right' }}>
          Total: {formatMoney(total)}
        </Typography>
        <FormTextarea control={control} name="note" label="Note" minRows={2} />
      </RequestFormCard>
  );
}
