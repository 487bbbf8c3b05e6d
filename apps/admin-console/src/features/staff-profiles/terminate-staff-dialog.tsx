// "Terminate" asks for the reason (required, kept on the record) before it ends the person's employment and sessions.
import { isApiError } from '@crewbase/api-client';
import { useStaffMutations } from '@crewbase/data-access-people';
import { terminateStaffInputSchema } from '@crewbase/domain';
import { applyFieldErrors, FormTextarea } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

export interface TerminateStaffDialogProps {
  staffId: string;
  fullName: string;
  onClose: () => void;
  onDone?: () => void;
}

export function TerminateStaffDialog({ staffId, fullName, onClose, onDone }: TerminateStaffDialogProps) {
  const titleId = useId();
  const { terminate } = useStaffMutations();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(terminateStaffInputSchema),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await terminate.mutateAsync({ id: staffId, reason });
      onDone?.();
      onClose();
    } catch (error) {
      if (isApiError(error) && applyFieldErrors(setError, error.fieldErrors(), ['reason']) > 0) return;
      setFormError(error instanceof Error ? error.message : 'The termination did not go through. Try again.');
    }
  });

  return (
    <Dialog open onClose={() => !terminate.isPending && onClose()} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>Terminate {fullName}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            They will be signed out at once and can no longer use the staff portal. This cannot be undone.
          </DialogContentText>
          {formError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <FormTextarea control={control} name="reason" label="Reason for termination" required minRows={3} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button variant="secondary" onClick={onClose} disabled={terminate.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={terminate.isPending}>
            Terminate
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
