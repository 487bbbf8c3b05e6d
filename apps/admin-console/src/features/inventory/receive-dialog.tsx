// Receives what arrived of an ordered procurement: per line the quantity still outstanding, prefilled with all of
// it; lower a line for a partial delivery (0 leaves it for later). Everything entered goes into stock in one step;
// the procurement completes once every unit is in, and stays in progress otherwise.
import { useInventoryActions } from '@crewbase/data-access-inventory';
import type { ProcurementDetail } from '@crewbase/domain';
import { type ConfirmOutcome } from '@crewbase/ui';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { isApiError } from '@crewbase/api-client';
import { FormDialog } from './form-dialog';

export interface ReceiveDialogProps {
  procurement: ProcurementDetail;
  open: boolean;
  onClose: () => void;
  report: (outcome: ConfirmOutcome) => void;
}

const outstandingOf = (line: ProcurementDetail['lines'][number]) => line.quantity - line.receivedQuantity;

export function ReceiveDialog({ procurement, open, onClose, report }: ReceiveDialogProps) {
  const { receiveProcurement } = useInventoryActions();
  const open_ = procurement.lines.filter((line) => outstandingOf(line) > 0);
  const initial = () => Object.fromEntries(open_.map((line) => [line.id, String(outstandingOf(line))]));
  const [quantities, setQuantities] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const close = () => {
    setQuantities(initial());
    setErrors({});
    setFormError(null);
    onClose();
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found: Record<string, string> = {};
    for (const line of open_) {
      const text = (quantities[line.id] ?? '').trim();
      if (!/^\d+$/.test(text)) found[line.id] = 'Give a whole number (0 to leave it for later).';
      else if (Number(text) > outstandingOf(line)) found[line.id] = `At most ${outstandingOf(line)} are still to come.`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const lines = open_.map((line) => ({ lineId: line.id, quantity: Number(quantities[line.id]) })).filter((line) => line.quantity > 0);
    if (lines.length === 0) {
      setFormError('Enter what arrived on at least one line.');
      return;
    }
    const everything = lines.length === open_.length && lines.every((l) => l.quantity === outstandingOf(open_.find((o) => o.id === l.lineId)!));
    try {
      const saved = await receiveProcurement.mutateAsync({ id: procurement.id, input: everything ? {} : { lines } });
      close();
      const units = lines.reduce((sum, l) => sum + l.quantity, 0);
      report({
        done:
          saved.status === 'COMPLETED'
            ? `Received ${units} ${units === 1 ? 'unit' : 'units'}: the procurement is complete and its stock is in.`
            : `Received ${units} ${units === 1 ? 'unit' : 'units'} into stock. The rest is still to come.`,
      });
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const fields = error.fieldErrors();
        const placed: Record<string, string> = {};
        lines.forEach((line, index) => {
          const message = fields[`lines.${index}.quantity`] ?? fields[`lines.${index}.lineId`];
          if (message) placed[line.lineId] = message;
        });
        setErrors(placed);
        if (Object.keys(placed).length === 0) setFormError(error.message);
      } else {
        setFormError(isApiError(error) ? error.message : 'We could not reach Crewbase. Nothing was received; try again.');
      }
    }
  };

  return (
    <FormDialog open={open} title="Receive this procurement" submitLabel="Receive into stock" submitting={receiveProcurement.isPending} formError={formError} onSubmit={onSubmit} onClose={close} maxWidth="md">
      <Table size="small" aria-label="What arrived">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Ordered</TableCell>
            <TableCell align="right">Received so far</TableCell>
            <TableCell align="right">Arrived now</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {open_.map((line) => (
            <TableRow key={line.id}>
              <TableCell component="th" scope="row">
                {line.stockItem.name}
              </TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{line.receivedQuantity}</TableCell>
              <TableCell align="right" sx={{ width: 200 }}>
                <TextField
                  size="small"
                  label={`Arrived now: ${line.stockItem.name}`}
                  value={quantities[line.id] ?? ''}
                  onChange={(event) => setQuantities((current) => ({ ...current, [line.id]: event.target.value }))}
                  error={Boolean(errors[line.id])}
                  helperText={errors[line.id] ?? `of ${outstandingOf(line)} to come`}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </FormDialog>
  );
}
