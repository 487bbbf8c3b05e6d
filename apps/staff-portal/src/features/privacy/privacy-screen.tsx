// /staff/privacy: what the staff portal keeps about a person and why, in plain words. Open to everyone.
import { Logo } from '@crewbase/ui';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { HOME_PATH } from '../../app/paths';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function PrivacyScreen() {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', py: { xs: 2, md: 5 } }}>
      <Container maxWidth="md">
        <Box
          component="header"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}
        >
          <Logo />
          <Link component={RouterLink} to={HOME_PATH} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <ArrowBack fontSize="small" aria-hidden />
            Back to Crewbase
          </Link>
        </Box>
        <Paper component="main" variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Typography component="h1" variant="h2">
            Privacy policy
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Crewbase is the staff portal your employer uses to run staff administration. Your employer decides what
            Crewbase is used for and is responsible for your data; this page explains what the portal keeps and why.
          </Typography>

          <Section title="What we keep">
            <Typography component="ul" sx={{ pl: 3, '& li': { mb: 0.5 } }}>
              <li>Your staff record as your HR team entered it: name, work email, phone number, staff ID, department, job title, location, start date, status and, where provided, gender, date of birth and address.</li>
              <li>The profile photo you upload yourself.</li>
              <li>Your password, stored only as a one-way hash that nobody can read back.</li>
              <li>Your sign-in sessions, so you stay signed in until you log out.</li>
            </Typography>
          </Section>

          <Section title="Why we keep it">
            <Typography>
              To let you see and keep your own details up to date, and to let your employer run staff administration
              such as schedules, payroll, leave, loans and medical assistance. Crewbase does not use it for advertising.
            </Typography>
          </Section>

          <Section title="Who can see it">
            <Typography>
              You, and the administrators at your employer whose role allows them to see staff records. Activation and
              password reset codes are sent only to your work email.
            </Typography>
          </Section>

          <Section title="What this browser stores">
            <Typography>
              While you are signed in, this browser keeps your sign-in tokens and a sign-in marker in local storage, and
              your light or dark mode choice. During a password reset it briefly keeps your email and a reset token in
              session storage, which is cleared when you finish or close the tab. Crewbase uses no advertising or
              tracking cookies. Logging out removes the sign-in tokens from this browser.
            </Typography>
          </Section>

          <Section title="Your choices">
            <Typography>
              You can change your photo on your profile at any time. To correct or delete other details, or to ask what
              is held about you, contact your HR team: they manage your record in Crewbase.
            </Typography>
          </Section>
        </Paper>
      </Container>
    </Box>
  );
}
