// /staff/auth/code-verification: step 2 of the reset. The emailed code is exchanged for a short-lived reset token.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForgotPassword, useVerifyResetCode } from '@crewbase/data-access-account';
import { PASSWORD_RESET_CODE_TTL_MINUTES, verifyResetCodeInputSchema } from '@crewbase/domain';
import { FormTextField } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { applyServerErrors } from '../../app/apply-server-errors';
import { StaffAuthLayout } from './staff-auth-layout';
import { resetSession } from './reset-session';
import { AuthSwitchLink } from './auth-switch-link';

export function CodeVerificationScreen() {
  const [email] = useState(resetSession.email);
  if (!email) return <Navigate to={paths.auth.forgotPassword} replace />;
  return <CodeVerificationForm email={email} />;
}

function CodeVerificationForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const verify = useVerifyResetCode();
  const resend = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(verifyResetCodeInputSchema),
    defaultValues: { email, code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { reset_token } = await verify.mutateAsync(values);
      resetSession.keepToken(reset_token);
      navigate(paths.auth.resetPassword);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['code']));
    }
  });

  const sendNewCode = async () => {
    setFormError(null);
    setResent(false);
    try {
      await resend.mutateAsync({ email });
      setResent(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, []));
    }
  };

  return (
    <StaffAuthLayout title="Check your email" subtitle={`We sent a 6-digit code to ${email}. It is valid for ${PASSWORD_RESET_CODE_TTL_MINUTES} minutes.`}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        {resent && !formError && <Alert severity="success" role="status">A new code is on its way to {email}.</Alert>}
        {formError && <Alert severity="error">{formError}</Alert>}
        <FormTextField
          control={control}
          name="code"
          label="Reset code"
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <Button type="submit" size="large" fullWidth loading={verify.isPending} loadingPosition="start">
          Verify code
        </Button>
        <Button variant="secondary" fullWidth onClick={sendNewCode} loading={resend.isPending} loadingPosition="start" disabled={verify.isPending}>
          Send a new code
        </Button>
        <AuthSwitchLink prompt="Not your email?" to={paths.auth.forgotPassword}>
          Use a different email
        </AuthSwitchLink>
      </Stack>
    </StaffAuthLayout>
  );
}
