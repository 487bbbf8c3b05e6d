// /admin/auth/activate: where the activation email sends a new admin. They prove the mailed code, choose a password
// and are signed in, exactly as the sign-in screen signs them in.
import { isApiError } from '@crewbase/api-client';
import { nextPathAfterLogin } from '@crewbase/auth';
import { useActivateAccount } from '@crewbase/data-access-account';
import { activateAccountInputSchema, type ActivateAccountInput } from '@crewbase/domain';
import { applyFieldErrors, AuthLayout, Footer, FormPasswordField, FormTextField } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { env } from '../../app/env';
import { paths } from '../../app/paths';

const UNREACHABLE = 'We could not reach Crewbase. Check your connection and try again.';
const FIELDS = ['email', 'code', 'password', 'confirmPassword'] as const;

export function ActivateScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const activate = useActivateAccount('admin');
  const [alert, setAlert] = useState<string | null>(null);
  const prefilledEmail = new URLSearchParams(location.search).get('email') ?? '';
  const { control, handleSubmit, setError } = useForm<ActivateAccountInput>({
    resolver: zodResolver(activateAccountInputSchema),
    defaultValues: { email: prefilledEmail, code: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setAlert(null);
    try {
      await activate.mutateAsync(input);
      navigate(nextPathAfterLogin(location.search, 'admin'), { replace: true });
    } catch (error) {
      if (!isApiError(error)) {
        setAlert(UNREACHABLE);
        return;
      }
      // A wrong or expired code comes back on `code`; anything not tied to a field is about the whole form.
      const placed = applyFieldErrors(setError, error.fieldErrors(), [...FIELDS]);
      if (placed === 0) setAlert(error.message);
    }
  });

  return (
    <AuthLayout
      title="Activate your admin account"
      subtitle={'Enter the 6-digit code from your activation email (it says until when it is valid) and choose a password.'}
      footer={<Footer privacyUrl={env.privacyUrl} />}
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label="Activate account">
        {alert && (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="email"
          label="Email address"
          type="email"
          autoComplete="username"
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
        <Button type="submit" variant="adminPrimary" fullWidth loading={activate.isPending}>
          Activate account
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Already activated?{' '}
          <Link component={RouterLink} to={paths.login}>
            Sign in
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
