// A titled list of label/value pairs (a real <dl>), two columns where there is room, one on a phone.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type ProfileDetailsProps = {
  title: string;
  items: { label: string; value: ReactNode }[];
};

export const NOT_PROVIDED = 'Not provided';

export function ProfileDetails({ title, items }: ProfileDetailsProps) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h2" variant="h4">
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        }}
      >
        {items.map(({ label, value }) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mt: 0.25, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {value ?? NOT_PROVIDED}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
