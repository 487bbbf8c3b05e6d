// The frame for sign-in, activation and password screens: a brand panel on wide screens and the form on a card.
// It renders the page's <main>, and the brand panel as a named <aside> so no content sits outside a landmark;
// readable down to 320px wide.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Logo } from './logo';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Shown under the card, e.g. the Footer. */
  footer?: ReactNode;
}

const taglines = {
  staff: 'Your schedule, pay, leave and requests, all in one place.',
  admin: 'Run your workforce: staff, payroll, leave, loans and more.',
};

export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const { crewbase } = useTheme();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="aside"
        aria-label="About Crewbase"
        sx={{
          display: { xs: 'none', lg: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          bgcolor: crewbase.tokens.brandPanel,
          color: crewbase.tokens.onBrandPanel,
        }}
      >
        <Logo height={40} inverse />
        <Box>
          <Typography component="p" variant="h1" sx={{ maxWidth: 420, color: 'inherit' }}>
            {taglines[crewbase.look]}
          </Typography>
          <Box aria-hidden sx={{ mt: 3, width: 64, height: 6, borderRadius: 3, bgcolor: crewbase.tokens.accent }} />
        </Box>
        <Typography variant="body2" sx={{ color: 'inherit' }}>
          Crewbase workforce administration
        </Typography>
      </Box>
      <Box
        component="main"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
          px: { xs: 2, md: 4 },
          py: { xs: 4, md: 6 },
        }}
      >
        <Box sx={{ display: { lg: 'none' }, color: 'text.primary' }}>
          <Logo height={32} />
        </Box>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, md: 4 } }}>
          <Typography variant="h2" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 3 }}>{children}</Box>
        </Paper>
        {footer && <Box sx={{ width: '100%', maxWidth: 460 }}>{footer}</Box>}
      </Box>
    </Box>
  );
}
