// /admin/auth/login: admins sign in with email and password; the server's answer decides what they see.
import { isApiError } from '@crewbase/api-client';
import { nextPathAfterLogin } from '@crewbase/auth';
import { useLogin } from '@crewbase/data-access-account';
import { loginInputSchema, type LoginInput } from '@crewbase/domain';
import { applyFieldErrors, AuthLayout, Footer, FormPasswordField, FormTextField } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { env } from '../../app/env';

const UNREACHABLE = 'We could not reach Crewbase. Check your connection and try again.';

export function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin('admin');
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setAlert(null);
    try {
      await login.mutateAsync(input);
      navigate(nextPathAfterLogin(location.search, 'admin'), { replace: true });
    } catch (error) {
      if (!isApiError(error)) {
        setAlert(UNREACHABLE);
        return;
      }
      const placed = applyFieldErrors(setError, error.fieldErrors(), ['email', 'password']);
      // 401 (wrong email or password) and 403 (account not allowed in) are about the whole form, not one field.
      if (error.status === 401 || error.status === 403 || placed === 0) setAlert(error.message);
    }
  });

  return (
    <AuthLayout
      title="Sign in to Crewbase Admin"
      subtitle="For HR and operations admins."
      footer={<Footer privacyUrl={env.privacyUrl} />}
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label="Sign in">
        {alert && (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        )}
        <FormTextField control={control} name="email" label="Email address" type="email" autoComplete="username" autoFocus />
        <FormPasswordField control={control} name="password" label="Password" autoComplete="current-password" />
        <Button type="submit" variant="adminPrimary" fullWidth loading={login.isPending}>
          Sign in
        </Button>
      </Stack>
    </AuthLayout>
  );
}
