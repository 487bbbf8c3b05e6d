// The centred "Already set up? Sign in" line under every staff auth form.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface AuthSwitchLinkProps {
  /** Words before the link, such as "First time here?". */
  prompt?: string;
  to: string;
  children: ReactNode;
}

export function AuthSwitchLink({ prompt, to, children }: AuthSwitchLinkProps) {
  return (
    <Typography variant="body2" sx={{ textAlign: 'center' }}>
      {prompt && `${prompt} `}
      <Link component={RouterLink} to={to}>
        {children}
      </Link>
    </Typography>
  );
}
