// /staff/auth/login: staff sign-in. After signing in the person goes back where they were headed (`?next=`).
import { zodResolver } from '@hookform/resolvers/zod';
import { nextPathAfterLogin } from '@crewbase/auth';
import { useLogin } from '@crewbase/data-access-account';
import { loginInputSchema } from '@crewbase/domain';
import { FormPasswordField, FormTextField } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { applyServerErrors } from '../../app/apply-server-errors';
import { StaffAuthLayout } from './staff-auth-layout';
import { readLoginNotice } from './login-notice';
import { AuthSwitchLink } from './auth-switch-link';

export function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin('staff');
  const [formError, setFormError] = useState<string | null>(null);
  const notice = readLoginNotice(location.state);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await login.mutateAsync(values);
      navigate(nextPathAfterLogin(location.search, 'staff'), { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email', 'password']));
    }
  });

  return (
    <StaffAuthLayout title="Sign in" subtitle="Welcome back. Sign in with your work email to continue.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        {notice && !formError && <Alert severity="success" role="status">{notice}</Alert>}
        {formError && <Alert severity="error">{formError}</Alert>}
        <FormTextField control={control} name="email" label="Email address" type="email" autoComplete="email" autoFocus />
        <FormPasswordField control={control} name="password" label="Password" autoComplete="current-password" />
        <Link component={RouterLink} to={paths.auth.forgotPassword} variant="body2" sx={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </Link>
        <Button type="submit" size="large" fullWidth loading={login.isPending} loadingPosition="start">
          Sign in
        </Button>
        <AuthSwitchLink prompt="First time here?" to={paths.auth.newLogin}>
          Activate your account
        </AuthSwitchLink>
      </Stack>
    </StaffAuthLayout>
  );
}
