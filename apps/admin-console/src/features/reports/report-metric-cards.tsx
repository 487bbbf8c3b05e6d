// A report's headline numbers under its filter. Each card that stands for a set of rows is a link: it keeps the
// filter and shows those rows in the table (the `card` key of the address), and the chosen card is marked as current.
import type { ReportCard } from '@crewbase/domain';
import { MetricCard } from '@crewbase/ui';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CARD_KEY } from './report-filter';
import { formatReportValue } from './report-values';

export interface ReportMetricCardsProps {
  /** The metrics answer's cards; while it loads, the report's card labels with placeholders. */
  cards: readonly ReportCard[];
  loading: boolean;
  /** The card the table shows (its key in the address), if any. */
  current: string | undefined;
  /** A line under a card's figure, by card key. */
  hints?: Readonly<Record<string, ReactNode>>;
}

export function ReportMetricCards({ cards, loading, current, hints = {} }: ReportMetricCardsProps) {
  const [params] = useSearchParams();
  const linkTo = (key: string) => {
    const next = new URLSearchParams(params);
    next.set(CARD_KEY, key);
    next.delete('page');
    return `?${next.toString()}`;
  };
  return (
    <Box
      component="ul"
      aria-label="Metrics"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' }, listStyle: 'none', p: 0, m: 0 }}
    >
      {cards.map((card) => {
        const isCurrent = current === card.key;
        const hint = isCurrent ? 'Shown in the table' : (hints[card.key] ?? (card.filters.length > 0 ? 'Show these rows' : undefined));
        const metric = <MetricCard label={card.label} value={formatReportValue(card.value, card.unit)} hint={hint} loading={loading} />;
        return (
          <li key={card.key}>
            {card.filters.length > 0 ? (
              <Box
                component={RouterLink}
                to={linkTo(card.key)}
                aria-current={isCurrent ? 'true' : undefined}
                sx={(theme) => ({
                  display: 'block',
                  height: '100%',
                  color: 'inherit',
                  textDecoration: 'none',
                  borderRadius: 1,
                  '& > .MuiCard-root': { borderColor: isCurrent ? theme.palette.primary.main : undefined, borderWidth: isCurrent ? 2 : undefined },
                  '&:hover > .MuiCard-root': { borderColor: theme.palette.primary.main },
                  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
                })}
              >
                {metric}
              </Box>
            ) : (
              metric
            )}
          </li>
        );
      })}
    </Box>
  );
}
