// The frame every staff request form shares (leave, loan, medical assistance): a card holding the form, the
// server's refusal above the fields, and Cancel / submit at the bottom. Each form brings its own fields.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface RequestFormFrameProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  cancelTo: string;
  formError: string | null;
  submitting: boolean;
  /** Holds the submit back (e.g. while a document is still uploading). */
  submitDisabled?: boolean;
  children: ReactNode;
}

export function RequestFormFrame({ onSubmit, submitLabel, cancelTo, formError, submitting, submitDisabled, children }: RequestFormFrameProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={submitLabel}>
        {formError && <Alert severity="error">{formError}</Alert>}
        {children}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={cancelTo} variant="secondary">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={submitting} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
