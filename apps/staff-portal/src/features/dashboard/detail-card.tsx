// One fact about the person on the dashboard (Staff ID, Department, ...). MetricCard is for headline numbers;
// these are words of any length, so they get body-sized text that wraps on a phone.
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export type DetailCardProps = {
  label: string;
  value: ReactNode;
  icon: ReactNode;
};

export function DetailCard({ label, value, icon }: DetailCardProps) {
  const labelId = useId();
  return (
    <Card variant="outlined" role="group" aria-labelledby={labelId} sx={{ p: 2.5, height: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack
          aria-hidden
          sx={(theme) => ({
            p: 1,
            borderRadius: 2,
            flexShrink: 0,
            color: theme.crewbase.tokens.primary,
            backgroundColor: theme.crewbase.tokens.surfaceMuted,
          })}
        >
          {icon}
        </Stack>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="div" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Stack>
      </Stack>
    </Card>
  );
}
