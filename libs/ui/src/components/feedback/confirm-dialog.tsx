// Asks before an action that changes or removes something; danger tone for what cannot be undone. It may ask for a
// note with it (why a request is refused): the caller holds the text and the problem to show beside it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, type ReactNode } from 'react';
import { inputVariantSx } from '../forms/input-variant-sx';

/** A text field asked for with the confirmation, e.g. a decision's note. */
export interface ConfirmDialogField {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Shown beside the field in error: a required note left blank, or what the server said about it (400). */
  error?: string;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** While true the confirm button shows progress and the dialog cannot be dismissed. */
  loading?: boolean;
  field?: ConfirmDialogField;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  loading = false,
  field,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    if (!loading) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {(description || field) && (
        <DialogContent>
          {description && <DialogContentText id={descriptionId}>{description}</DialogContentText>}
          {field && (
            <Box sx={{ mt: description ? 2.5 : 1 }}>
              <TextField
                label={field.label}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                required={field.required}
                error={Boolean(field.error)}
                helperText={field.error}
                disabled={loading}
                multiline
                minRows={3}
                fullWidth
                sx={inputVariantSx('primary')}
              />
            </Box>
          )}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="secondary" onClick={close} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
