// /admin/inventory/requisitions/create and /{id}/update: a location (and, if for one person, a staff member) asks
// for items and quantities, with a reason. Editable only while Pending.
import { inventoryQueries, useInventoryMutations } from '@crewbase/data-access-inventory';
import type { RequisitionDetail, StockItem } from '@crewbase/domain';
import { FormSelect, FormTextarea } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { generatePath, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import type { StaffOption } from '../people-pickers/staff-picker';
import { StaffPicker } from '../people-pickers/staff-picker';
import { RecordLoader } from '../performance/record-loader';
import { RequestFormCard } from '../requests/request-form-card';
import { placeSubmitProblem } from '../requests/submit-problem';
import { useCan } from '../access/use-can';
import { useRequisitionLocationOptions } from './inventory-options';
import { lineFieldAliases, lineFields, lineFormSchema, linesSchema, type LineForm } from './line-items';
import { LineItemsEditor, type LinesFormShape } from './line-items-editor';

const requisitionFormSchema = z.object({
  locationId: z.string().min(1, 'Choose the location asking.'),
  staff: z.custom<StaffOption | null>(),
  reason: z.string().trim().min(3, 'Enter a reason of at least 3 characters.').max(1000, 'Use at most 1000 characters.'),
  lines: linesSchema(lineFormSchema),
});
type RequisitionForm = z.input<typeof requisitionFormSchema>;

export function RequisitionFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { id = '' } = useParams();
  const requisition = useQuery({ ...inventoryQueries.requisition(id), enabled: mode === 'edit' });
  if (mode === 'create') return <RequisitionFormView />;
  return (
    <RecordLoader query={requisition} what="this requisition" backTo={{ label: 'Back to requisitions', to: paths.inventoryRequisitions }}>
      {(data) => <RequisitionFormView key={data.id} requisition={data} />}
    </RecordLoader>
  );
}

/** A requisition line as the form holds it: the picker wants a stock item, and the line names only id and name. */
const lineOf = (line: RequisitionDetail['lines'][number]): LineForm => ({
  item: { id: line.stockItem.id, name: line.stockItem.name, availableStock: line.availableStock, unit: '' } as StockItem,
  quantity: String(line.quantity),
  unitCost: '',
});

function RequisitionFormView({ requisition }: { requisition?: RequisitionDetail }) {
  const navigate = useNavigate();
  const can = useCan();
  const { create, update } = useInventoryMutations('requisition');
  const locations = useRequisitionLocationOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<RequisitionForm>({
    resolver: zodResolver(requisitionFormSchema),
    defaultValues: {
      locationId: requisition?.location.id ?? '',
      staff: requisition?.staff ?? null,
      reason: requisition?.reason ?? '',
      lines: requisition ? requisition.lines.map(lineOf) : [{ item: null, quantity: '1', unitCost: '' }],
    },
  });
  const locked = requisition !== undefined && requisition.status !== 'Pending';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const input = {
      locationId: values.locationId,
      staffId: values.staff?.id ?? null,
      reason: values.reason,
      lines: values.lines.map((line) => ({ stockItemId: line.item!.id, quantity: Number(line.quantity) })),
    };
    try {
      const saved = requisition ? await update.mutateAsync({ id: requisition.id, input }) : await create.mutateAsync(input);
      navigate(generatePath(paths.inventoryRequisitionDetail, { id: saved.id }), {
        replace: true,
        state: { notice: requisition ? 'Requisition saved.' : `Requisition raised for ${saved.location.name}.` },
      });
    } catch (error) {
      const count = values.lines.length;
      setFormError(placeSubmitProblem(error, setError, ['locationId', 'staff', 'reason', ...lineFields(count, false)] as never, lineFieldAliases(count) as never));
    }
  });

  return (
    <RequestFormCard
      maxWidth={900}
      title={requisition ? 'Edit requisition' : 'New requisition'}
      intro="What a site needs from the store, and why. The store fulfils it by issuing the items."
      onSubmit={onSubmit}
      submitLabel={requisition ? 'Save requisition' : 'Raise requisition'}
      submitting={create.isPending || update.isPending}
      formError={formError}
      readOnly={locked}
      cancelTo={requisition ? generatePath(paths.inventoryRequisitionDetail, { id: requisition.id }) : paths.inventoryRequisitions}
    >
      {locked && <Alert severity="info">This requisition is {requisition.status.toLowerCase()}: it can no longer be changed.</Alert>}
      <FormSelect control={control} name="locationId" label="Location" required options={locations.options} helperText={locations.loadError} />
      {can('staff', 'read') && (
        <Controller
          control={control}
          name="staff"
          render={({ field, fieldState }) => (
            <StaffPicker name={field.name} label="For a staff member (optional)" value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      )}
      <FormTextarea control={control} name="reason" label="Reason" required minRows={2} />
      <LineItemsEditor control={control as unknown as Control<LinesFormShape>} errors={formState.errors as never} priced={false} itemSource="requisition" />
    </RequestFormCard>
  );
}
