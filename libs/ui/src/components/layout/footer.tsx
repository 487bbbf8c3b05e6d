// The copyright line with the current year and the privacy policy link (spec section 2).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface FooterProps {
  privacyUrl: string;
}

export function Footer({ privacyUrl }: FooterProps) {
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1, md: 3 },
        justifyContent: 'space-between',
        alignItems: 'center',
        py: 2,
        px: { xs: 2, md: 3 },
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()} Crewbase. All rights reserved.
      </Typography>
      <Link href={privacyUrl} variant="body2">
        Privacy policy
      </Link>
    </Box>
  );
}
