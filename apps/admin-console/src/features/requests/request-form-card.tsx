// The frame of the create screens (Add Absence, new loan, new medical assistance, New Request): a card holding the
// form, a form-level alert for what no field can show, and the submit and back buttons.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';

export interface RequestFormCardProps {
  /** Names the form, e.g. "Add absence". */
  title: string;
  intro?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  formError: string | null;
  cancelTo: string;
  /** Shows the fields without a way to save them (a role that may only read): Cancel becomes Back. */
  readOnly?: boolean;
  /** Wider for forms with rows of fields (a procurement's lines); 720 px unless set. */
  maxWidth?: number;
  children: ReactNode;
}

export function RequestFormCard({ title, intro, onSubmit, submitLabel, submitting, formError, cancelTo, readOnly = false, maxWidth = 720, children }: RequestFormCardProps) {
  return (
    <Card variant="outlined" sx={{ maxWidth }}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label={title}>
          {intro && <Typography color="text.secondary">{intro}</Typography>}
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          {children}
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button component={Link} to={cancelTo} variant="secondary" disabled={submitting}>
              {readOnly ? 'Back' : 'Cancel'}
            </Button>
            {!readOnly && (
              <Button type="submit" variant="adminPrimary" loading={submitting}>
                {submitLabel}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
