// A dialog holding a small form (receive a procurement, complete a maintenance, adjust stock): its fields, a
// form-level alert for what no field can show, and Cancel / the action. The screen reports the outcome in its notice.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEventHandler, type ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  submitting: boolean;
  formError: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}

export function FormDialog({ open, title, submitLabel, submitting, formError, onSubmit, onClose, maxWidth = 'sm', children }: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="adminPrimary" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
