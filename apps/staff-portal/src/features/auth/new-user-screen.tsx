// /staff/auth/new-user: activation. The person proves the emailed code, chooses a password and is signed in.
import { zodResolver } from '@hookform/resolvers/zod';
import { hasAreaMarker } from '@crewbase/auth';
import { useActivateAccount } from '@crewbase/data-access-account';
import { activateAccountInputSchema } from '@crewbase/domain';
import { FormPasswordField, FormTextField } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH, paths } from '../../app/paths';
import { applyServerErrors } from '../../app/apply-server-errors';
import { StaffAuthLayout } from './staff-auth-layout';
import type { LoginLocationState } from './login-notice';
import { AuthSwitchLink } from './auth-switch-link';

/** What /staff/auth/new-login hands over. */
export type NewUserLocationState = { email: string; codeSent?: boolean };

const readState = (state: unknown): Partial<NewUserLocationState> =>
  typeof state === 'object' && state !== null ? (state as Partial<NewUserLocationState>) : {};

export function NewUserScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const handedOver = readState(location.state);
  const activate = useActivateAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const prefilledEmail = typeof handedOver.email === 'string' ? handedOver.email : '';
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(activateAccountInputSchema),
    defaultValues: { email: prefilledEmail, code: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await activate.mutateAsync(values);
      if (hasAreaMarker('staff')) {
        navigate(HOME_PATH, { replace: true });
      } else {
        // Activated, but this browser would not keep the login (storage blocked): signing in is the way on.
        const state: LoginLocationState = { notice: 'account-active' };
        navigate(paths.auth.login, { replace: true, state });
      }
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email', 'code', 'password', 'confirmPassword']));
    }
  });

  return (
    <StaffAuthLayout title="Activate your account" subtitle="Enter the 6-digit code from your activation email and choose a password.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        {handedOver.codeSent && prefilledEmail && !formError && (
          <Alert severity="info" role="status">
            If {prefilledEmail} belongs to a staff member awaiting activation, a code is on its way. The email says until when it is valid.
          </Alert>
        )}
        {formError && <Alert severity="error">{formError}</Alert>}
        <FormTextField
          control={control}
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          autoFocus={!prefilledEmail}
        />
        <FormTextField
          control={control}
          name="code"
          label="Activation code"
          autoComplete="one-time-code"
          autoFocus={Boolean(prefilledEmail)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <FormPasswordField
          control={control}
          name="password"
          label="New password"
          autoComplete="new-password"
          helperText="At least 8 characters, with a letter and a number."
        />
        <FormPasswordField control={control} name="confirmPassword" label="Confirm password" autoComplete="new-password" />
        <Button type="submit" size="large" fullWidth loading={activate.isPending} loadingPosition="start">
          Activate account
        </Button>
        <AuthSwitchLink prompt="No code, or it expired?" to={paths.auth.newLogin}>
          Send me a new code
        </AuthSwitchLink>
        <AuthSwitchLink prompt="Already set up?" to={paths.auth.login}>
          Sign in
        </AuthSwitchLink>
      </Stack>
    </StaffAuthLayout>
  );
}
