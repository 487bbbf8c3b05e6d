// /admin/inventory/issuance/create: issue stock. From a requisition (?requisitionId=): each line with what was
// asked and what is in stock, and the quantity to issue now (never more than asked); issuing fulfils it. On its own:
// an item, a quantity, a location or a staff member; the form shows what is in stock and what will be left. Asking
// for more than is there is refused by the server with what is left ("Only 3 left of Printer paper").
import { isApiError } from '@crewbase/api-client';
import { inventoryQueries, useInventoryActions, useInventoryMutations } from '@crewbase/data-access-inventory';
import type { RequisitionDetail, StockItem } from '@crewbase/domain';
import { FormSelect, FormTextarea } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { useCan } from '../access/use-can';
import type { StaffOption } from '../people-pickers/staff-picker';
import { StaffPicker } from '../people-pickers/staff-picker';
import { RecordLoader } from '../performance/record-loader';
import { RequestFormCard } from '../requests/request-form-card';
import { placeSubmitProblem } from '../requests/submit-problem';
import { useLocationOptions } from './inventory-options';
import { inStockText, StockItemPicker } from './stock-item-picker';

export function IssuanceCreateScreen() {
  const requisitionId = useSearchParams()[0].get('requisitionId');
  const requisition = useQuery({ ...inventoryQueries.requisition(requisitionId ?? ''), enabled: Boolean(requisitionId) });
  if (!requisitionId) return <SingleIssuanceForm />;
  return (
    <RecordLoader query={requisition} what="this requisition" backTo={{ label: 'Back to requisitions', to: paths.inventoryRequisitions }}>
      {(data) => <FulfilRequisitionForm key={data.id} requisition={data} />}
    </RecordLoader>
  );
}

// ------------------------------------------------------------------ on its own

const issuanceFormSchema = z
  .object({
    item: z.custom<StockItem | null>().refine((value) => value !== null, 'Choose a stock item.'),
    quantity: z.string().trim().regex(/^\d+$/, 'Give the quantity as a whole number.').refine((v) => Number(v) >= 1, 'Give the quantity of at least 1.'),
    locationId: z.string(),
    staff: z.custom<StaffOption | null>(),
    note: z.string().trim().max(500, 'Use at most 500 characters.'),
  })
  .superRefine((values, ctx) => {
    if (!values.locationId && !values.staff) ctx.addIssue({ code: 'custom', path: ['locationId'], message: 'Choose a location or a staff member to issue to.' });
  });
type IssuanceForm = z.input<typeof issuanceFormSchema>;

function SingleIssuanceForm() {
  const navigate = useNavigate();
  const can = useCan();
  const { create } = useInventoryMutations('issuance');
  const locations = useLocationOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<IssuanceForm>({
    resolver: zodResolver(issuanceFormSchema),
    defaultValues: { item: null, quantity: '1', locationId: '', staff: null, note: '' },
  });
  const [item, quantity] = useWatch({ control, name: ['item', 'quantity'] });
  const asked = /^\d+$/.test(quantity.trim()) ? Number(quantity) : 0;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await create.mutateAsync({
        stockItemId: values.item!.id,
        quantity: Number(values.quantity),
        locationId: values.locationId || null,
        staffId: values.staff?.id ?? null,
        note: values.note.trim() || null,
      });
      navigate(generatePath(paths.inventoryIssuanceDetail, { id: saved.id }), {
        replace: true,
        state: { notice: `Issued ${saved.quantity} of ${saved.stockItem.name}.` },
      });
    } catch (error) {
      // A 409 (not enough stock) is said as the server says it: it names the item and what is left.
      setFormError(placeSubmitProblem(error, setError, ['item', 'quantity', 'locationId', 'staff', 'note'], { stockItemId: 'item' }));
    }
  });

  return (
    <RequestFormCard
      title="Issue items"
      intro="Stock goes out of the store to a location or a staff member."
      onSubmit={onSubmit}
      submitLabel="Issue"
      submitting={create.isPending}
      formError={formError}
      cancelTo={paths.inventoryIssuance}
    >
      <Controller
        control={control}
        name="item"
        render={({ field, fieldState }) => <StockItemPicker name={field.name} value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <Controller
        control={control}
        name="quantity"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Quantity"
            required
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? (item ? leftText(item, asked) : ' ')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
      />
      <FormSelect control={control} name="locationId" label="Location" options={locations.options} emptyOptionLabel="No location" helperText={locations.loadError} />
      {can('staff', 'read') && (
        <Controller
          control={control}
          name="staff"
          render={({ field, fieldState }) => (
            <StaffPicker name={field.name} label="Staff member (optional)" value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      )}
      <FormTextarea control={control} name="note" label="Note" minRows={2} />
    </RequestFormCard>
  );
}

/** "12 ream in stock; 9 left after this" or, when it is more than there is, says so before sending. */
function leftText(item: StockItem, asked: number): string {
  if (asked > item.availableStock) return `Only ${item.availableStock} ${item.unit} in stock.`;
  return `${inStockText(item)}; ${item.availableStock - asked} left after this.`;
}

// ------------------------------------------------------------------ from a requisition

function FulfilRequisitionForm({ requisition }: { requisition: RequisitionDetail }) {
  const navigate = useNavigate();
  const { fulfilRequisition } = useInventoryActions();
  const lines = requisition.lines;
  const leftOf = (line: (typeof lines)[number]) => line.quantity - line.fulfilledQuantity;
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map((line) => [line.id, String(Math.max(0, Math.min(leftOf(line), line.availableStock)))])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found: Record<string, string> = {};
    for (const line of lines) {
      const text = (quantities[line.id] ?? '').trim();
      if (!/^\d+$/.test(text)) found[line.id] = 'Give a whole number (0 to issue none).';
      else if (Number(text) > leftOf(line)) found[line.id] = `At most ${leftOf(line)}: that is what was asked.`;
      else if (Number(text) > line.availableStock) found[line.id] = `Only ${line.availableStock} left of ${line.stockItem.name}.`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = { lines: lines.map((line) => ({ lineId: line.id, quantity: Number(quantities[line.id]) })) };
    if (input.lines.every((line) => line.quantity === 0)) {
      setFormError('Issue at least one unit, or deny the requisition instead.');
      return;
    }
    try {
      await fulfilRequisition.mutateAsync({ id: requisition.id, input });
      const units = input.lines.reduce((sum, line) => sum + line.quantity, 0);
      navigate(generatePath(paths.inventoryRequisitionDetail, { id: requisition.id }), {
        replace: true,
        state: { notice: `Issued ${units} ${units === 1 ? 'unit' : 'units'} to ${requisition.location.name}: the requisition is fulfilled.` },
      });
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const fields = error.fieldErrors();
        const placed = Object.fromEntries(lines.flatMap((line, index) => (fields[`lines.${index}.quantity`] ? [[line.id, fields[`lines.${index}.quantity`]]] : [])));
        setErrors(placed);
        if (Object.keys(placed).length === 0) setFormError(error.message);
      } else {
        setFormError(isApiError(error) ? error.message : 'We could not reach Crewbase. Nothing was issued; try again.');
      }
    }
  };

  return (
    <RequestFormCard
      maxWidth={1000}
      title={`Fulfil the requisition from ${requisition.location.name}`}
      intro={`Issue what ${requisition.location.name} asked for${requisition.staff ? ` for ${requisition.staff.fullName}` : ''}: “${requisition.reason}”. Never more than was asked.`}
      onSubmit={onSubmit}
      submitLabel="Issue and fulfil"
      submitting={fulfilRequisition.isPending}
      formError={formError}
      readOnly={requisition.status !== 'Pending'}
      cancelTo={generatePath(paths.inventoryRequisitionDetail, { id: requisition.id })}
    >
      {requisition.status !== 'Pending' && <Alert severity="info">This requisition is {requisition.status.toLowerCase()} already.</Alert>}
      <Table size="small" aria-label="Items to issue">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Asked</TableCell>
            <TableCell align="right">In stock</TableCell>
            <TableCell align="right">Issue now</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const now = /^\d+$/.test((quantities[line.id] ?? '').trim()) ? Number(quantities[line.id]) : 0;
            return (
              <TableRow key={line.id}>
                <TableCell component="th" scope="row">
                  {line.stockItem.name}
                </TableCell>
                <TableCell align="right">{leftOf(line)}</TableCell>
                <TableCell align="right">{line.availableStock}</TableCell>
                <TableCell align="right" sx={{ width: 240 }}>
                  <TextField
                    size="small"
                    label={`Issue now: ${line.stockItem.name}`}
                    value={quantities[line.id] ?? ''}
                    onChange={(event) => setQuantities((current) => ({ ...current, [line.id]: event.target.value }))}
                    error={Boolean(errors[line.id])}
                    helperText={errors[line.id] ?? `${Math.max(0, line.availableStock - now)} left in stock after this`}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary">
        Issuing fulfils the requisition; a line issued short is recorded as issued short.
      </Typography>
    </RequestFormCard>
  );
}
