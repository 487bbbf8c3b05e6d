// /admin/privacy: the short privacy notice the footer links to when no other privacy URL is configured.
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';

export function PrivacyScreen() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: 6 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          Privacy policy
        </Typography>
        <Typography>
          Crewbase keeps the staff and admin records your organisation enters — names, contact details, employment
          details, requests and the documents attached to them — so that your HR and operations teams can run payroll,
          leave, loans, medical assistance and scheduling.
        </Typography>
        <Typography>
          Only people your organisation signs up can see these records, and admins see only what their role permits.
          Every change to a request is recorded with who made it and when. Uploaded files are stored privately and
          reached only through links the application issues.
        </Typography>
        <Typography>
          The console stores your sign-in and your light or dark mode choice in this browser; signing out removes the
          sign-in. No advertising or tracking cookies are used.
        </Typography>
        <Typography>
          To see, correct or remove your information, contact your organisation&apos;s HR team, who administer it.
        </Typography>
        <Link component={RouterLink} to={paths.login}>
          Back to sign in
        </Link>
      </Stack>
    </Container>
  );
}
