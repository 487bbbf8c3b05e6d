// One headline number on a dashboard. The label names the card for assistive technology (role "group").
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '@crewbase/locale';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../utils/visually-hidden';

export interface MetricCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  /** Shows a placeholder instead of the value while it loads. */
  loading?: boolean;
}

const formatValue = (value: ReactNode) => (typeof value === 'number' ? formatCount(value) : value);

export function MetricCard({ label, value, hint, icon, loading = false }: MetricCardProps) {
  const labelId = useId();
  return (
    <Card variant="outlined" role="group" aria-labelledby={labelId} aria-busy={loading || undefined} sx={{ p: 2.5, height: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          {/* A long amount wraps inside its card rather than pushing the page wider. */}
          <Typography component="p" variant="h2" sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
            {loading ? (
              <>
                {/* A skeleton is a bare span, which may not carry aria-label: the words go in hidden text. */}
                <Box component="span" sx={visuallyHidden}>{`Loading ${label}`}</Box>
                <Skeleton width={72} />
              </>
            ) : (
              formatValue(value)
            )}
          </Typography>
          {hint && (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          )}
        </Stack>
        {icon && (
          <Stack
            aria-hidden
            sx={(theme) => ({
              p: 1,
              borderRadius: 2,
              color: theme.crewbase.tokens.primary,
              backgroundColor: theme.crewbase.tokens.surfaceMuted,
            })}
          >
            {icon}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
