// /staff/auth/new-login: the first visit. A new staff member asks for (another) activation code by email,
// then continues to /staff/auth/new-user with the email already filled in.
import { zodResolver } from '@hookform/resolvers/zod';
import { useResendActivation } from '@crewbase/data-access-account';
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
import type { NewUserLocationState } from './new-user-screen';
import { AuthSwitchLink } from './auth-switch-link';

export function NewLoginScreen() {
  const navigate = useNavigate();
  const resend = useResendActivation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(requestCodeInputSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resend.mutateAsync(values);
      const state: NewUserLocationState = { email: values.email, codeSent: true };
      navigate(paths.auth.newUser, { state });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email']));
    }
  });

  return (
    <StaffAuthLayout
      title="First time here?"
      subtitle="Enter the work email your HR team registered. We will email you a 6-digit code to activate your account."
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <FormTextField control={control} name="email" label="Email address" type="email" autoComplete="email" autoFocus />
        <Button type="submit" size="large" fullWidth loading={resend.isPending} loadingPosition="start">
          Send activation code
        </Button>
        <AuthSwitchLink to={paths.auth.newUser}>
          I already have a code
        </AuthSwitchLink>
        <AuthSwitchLink prompt="Already set up?" to={paths.auth.login}>
          Sign in
        </AuthSwitchLink>
      </Stack>
    </StaffAuthLayout>
  );
}
