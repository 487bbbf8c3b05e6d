// The KPIs a review is scored on, with their weights; once the review is completed, HR's score and comment on each.
import type { ReviewKpi } from '@crewbase/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { scoreText } from './performance-labels';

export interface ReviewKpiListProps {
  kpis: readonly ReviewKpi[];
  /** Show HR's scores and comments (only a completed review carries them). */
  scored: boolean;
}

export function ReviewKpiList({ kpis, scored }: ReviewKpiListProps) {
  if (kpis.length === 0) return <Typography color="text.secondary">This review is not scored on KPIs.</Typography>;
  return (
    <Box component="ul" aria-label="KPIs" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {kpis.map((kpi) => (
        <Box component="li" key={kpi.kpiId} sx={(theme) => ({ py: 1.5, borderBottom: `1px solid ${theme.crewbase.tokens.border}` })}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>{kpi.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              Weight {kpi.weight}%
            </Typography>
          </Stack>
          {kpi.description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {kpi.description}
            </Typography>
          )}
          {scored && (
            <Box sx={{ mt: 1 }}>
              <Typography>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Score:{' '}
                </Box>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {scoreText(kpi.score) ?? 'Not scored'}
                </Box>
              </Typography>
              {kpi.comment && (
                <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    Comment:{' '}
                  </Box>
                  {kpi.comment}
                </Typography>
              )}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
