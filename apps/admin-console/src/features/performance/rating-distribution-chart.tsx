// How many completed reviews landed on each step of the scale (overall rating rounded, 1 to 5), as bars, with the
// same numbers in a table screen readers read instead of the drawing.
import type { PerformanceMetrics } from '@crewbase/domain';
import { BarChart } from '@crewbase/ui';
import { useTheme } from '@mui/material/styles';
import { ChartCard } from '../dashboard/chart-card';

export function RatingDistributionChart({ buckets }: { buckets: PerformanceMetrics['ratingDistribution'] }) {
  const theme = useTheme();
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  const label = (bucket: (typeof buckets)[number]) => `${bucket.rating} · ${bucket.label}`;
  return (
    <ChartCard
      title="Rating distribution"
      description={`${total} completed ${total === 1 ? 'review' : 'reviews'} by overall rating, rounded to the scale.`}
      table={{ columns: ['Rating', 'Reviews'], rows: buckets.map((bucket) => [label(bucket), bucket.count]) }}
    >
      <BarChart
        categories={buckets.map(label)}
        series={[{ label: 'Reviews', values: buckets.map((bucket) => bucket.count), color: theme.palette.primary.main }]}
        height={260}
        integer
      />
    </ChartCard>
  );
}
