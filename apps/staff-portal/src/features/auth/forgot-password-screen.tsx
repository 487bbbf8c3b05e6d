// /staff/auth/forgot-password: step 1 of the reset. The API answers the same whether or not the email exists,
// so the next screen never reveals who works here.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForgotPassword } from '@crewbase/data-access-account';
import { requestCodeInputSchema } from '@crewbase/domain';
import { FormTextField } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { applyServerErrors } from '../../app/apply-server-errors';
import { StaffAuthLayout } from './staff-auth-layout';
import { resetSession } from './reset-session';
import { AuthSwitchLink } from './auth-switch-link';

export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(requestCodeInputSchema),
    defaultValues: { email: resetSession.email() ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await forgotPassword.mutateAsync(values);
      resetSession.startWith(values.email);
      navigate(paths.auth.codeVerification);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email']));
    }
  });

  return (
    <StaffAuthLayout title="Forgot your password?" subtitle="Enter your work email and we will send you a 6-digit code to reset it.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <FormTextField control={control} name="email" label="Email address" type="email" autoComplete="email" autoFocus />
        <Button type="submit" size="large" fullWidth loading={forgotPassword.isPending} loadingPosition="start">
          Send reset code
        </Button>
        <AuthSwitchLink prompt="Remembered it?" to={paths.auth.login}>
          Back to sign in
        </AuthSwitchLink>
      </Stack>
    </StaffAuthLayout>
  );
}
