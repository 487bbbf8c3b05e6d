// The lines of a procurement or a requisition: per line a stock item (searched on the server), a quantity and, for a
// procurement, a unit cost and its line total; Add item and Remove per line. Errors show on the field they concern.
import { formatMoney } from '@crewbase/ui';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { fromMinorUnits, type StockItem } from '@crewbase/domain';
import { emptyLine, lineTotalMinor, type LineForm } from './line-items';
import { StockItemPicker } from './stock-item-picker';

export interface LinesFormShape {
  lines: LineForm[];
}

export interface LineItemsEditorProps {
  control: Control<LinesFormShape>;
  errors: FieldErrors<LinesFormShape>;
  /** Procurements price each line; requisitions do not. */
  priced: boolean;
  /** After an item is picked on a line (a procurement fills in its last known cost). */
  onItemChosen?: (index: number, item: StockItem | null) => void;
  /** Where the items come from: the stock items list, or the requisition form's own list (open to a site manager). */
  itemSource?: 'stock' | 'requisition';
}

export function LineItemsEditor({ control, errors, priced, onItemChosen, itemSource = 'stock' }: LineItemsEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const chosen = lines.map((line) => line?.item?.id).filter((id): id is string => Boolean(id));
  const listError = errors.lines?.root?.message ?? errors.lines?.message;

  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Items
      </Typography>
      {fields.map((field, index) => {
        const line = lines[index];
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={`Line ${index + 1}`}
            sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: priced ? '2.2fr 1fr 1.2fr 1.1fr auto' : '2.2fr 1fr auto' }}
          >
            <Controller
              control={control}
              name={`lines.${index}.item`}
              render={({ field: item, fieldState }) => (
                <StockItemPicker
                  name={item.name}
                  label={`Item, line ${index + 1}`}
                  value={item.value ?? null}
                  onChange={(next) => {
                    item.onChange(next);
                    onItemChosen?.(index, next);
                  }}
                  error={fieldState.error?.message}
                  excludeIds={chosen.filter((id) => id !== item.value?.id)}
                  source={itemSource}
                />
              )}
            />
            <Controller
              control={control}
              name={`lines.${index}.quantity`}
              render={({ field: quantity, fieldState }) => (
                <TextField
                  {...quantity}
                  label={`Quantity, line ${index + 1}`}
                  required
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? (line?.item ? line.item.unit : ' ')}
                />
              )}
            />
            {priced && (
              <Controller
                control={control}
                name={`lines.${index}.unitCost`}
                render={({ field: unitCost, fieldState }) => (
                  <TextField
                    {...unitCost}
                    label={`Unit cost (₦), line ${index + 1}`}
                    required
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? ' '}
                  />
                )}
              />
            )}
            {priced && (
              <Box sx={{ pt: 2, textAlign: 'right' }} aria-label={`Line ${index + 1} total`}>
                <Typography>{formatMoney(fromMinorUnits(line ? lineTotalMinor(line) : 0))}</Typography>
              </Box>
            )}
            <IconButton aria-label={`Remove line ${index + 1}`} onClick={() => remove(index)} disabled={fields.length === 1} sx={{ mt: 1 }}>
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        );
      })}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Box>
        <Button variant="secondary" startIcon={<AddIcon />} onClick={() => append(emptyLine())}>
          Add item
        </Button>
      </Box>
    </Stack>
  );
}
