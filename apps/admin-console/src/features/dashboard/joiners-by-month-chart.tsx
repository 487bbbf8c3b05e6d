// New joiners in each of the last 12 months, oldest first, as a line.
import type { StaffMetrics } from '@crewbase/domain';
import { formatMonth, LineChart } from '@crewbase/ui';
import { useTheme } from '@mui/material/styles';
import { ChartCard } from './chart-card';

export interface JoinersByMonthChartProps {
  months: StaffMetrics['joinersByMonth'];
}

export function JoinersByMonthChart({ months }: JoinersByMonthChartProps) {
  const theme = useTheme();
  const total = months.reduce((sum, m) => sum + m.count, 0);
  return (
    <ChartCard
      title="Joiners per month"
      description={`${total} joined over the last ${months.length} months.`}
      table={{ columns: ['Month', 'Joiners'], rows: months.map((m) => [formatMonth(m.month), m.count]) }}
    >
      <LineChart
        categories={months.map((m) => formatMonth(m.month, { style: 'short' }))}
        series={[{ label: 'Joiners', values: months.map((m) => m.count), color: theme.palette.primary.main }]}
        height={280}
        area
        integer
      />
    </ChartCard>
  );
}
