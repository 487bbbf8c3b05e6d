// /staff/auth/reset-password and /staff/auth/new-password: step 3 of the reset. A new password for the token
// from step 2; success ends every session of the person and sends them to sign in.
import { zodResolver } from '@hookform/resolvers/zod';
import { useResetPassword } from '@crewbase/data-access-account';
import { resetPasswordInputSchema } from '@crewbase/domain';
import { FormPasswordField } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { applyServerErrors } from '../../app/apply-server-errors';
import { StaffAuthLayout } from './staff-auth-layout';
import type { LoginLocationState } from './login-notice';
import { resetSession } from './reset-session';
import { AuthSwitchLink } from './auth-switch-link';

export function ResetPasswordScreen() {
  const [token] = useState(resetSession.token);
  if (!token) return <Navigate to={paths.auth.forgotPassword} replace />;
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { reset_token: token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetPassword.mutateAsync(values);
      resetSession.clear();
      const state: LoginLocationState = { notice: 'password-reset' };
      navigate(paths.auth.login, { replace: true, state });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['password', 'confirmPassword']));
    }
  });

  return (
    <StaffAuthLayout title="Choose a new password" subtitle="Use at least 8 characters, with a letter and a number.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        {formError && (
          <Alert severity="error">
            {formError}{' '}
            <Link component={RouterLink} to={paths.auth.forgotPassword} color="inherit">
              Start again
            </Link>
          </Alert>
        )}
        <FormPasswordField control={control} name="password" label="New password" autoComplete="new-password" autoFocus />
        <FormPasswordField control={control} name="confirmPassword" label="Confirm password" autoComplete="new-password" />
        <Button type="submit" size="large" fullWidth loading={resetPassword.isPending} loadingPosition="start">
          Reset password
        </Button>
        <AuthSwitchLink to={paths.auth.login}>
          Back to sign in
        </AuthSwitchLink>
      </Stack>
    </StaffAuthLayout>
  );
}
