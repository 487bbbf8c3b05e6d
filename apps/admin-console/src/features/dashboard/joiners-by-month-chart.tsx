// New joiners in each of the last 12 months, oldest first, as a line.
import type { StaffMetrics } from '@crewbase/domain';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartCard } from './chart-card';
import { formatMonth } from './format-month';

export interface JoinersByMonthChartProps {
  months: StaffMetrics['joinersByMonth'];
}

export function JoinersByMonthChart({ months }: JoinersByMonthChartProps) {
  const total = months.reduce((sum, m) => sum + m.count, 0);
  return (
    <ChartCard
      title="Joiners per month"
      description={`${total} joined over the last ${months.length} months.`}
      table={{ columns: ['Month', 'Joiners'], rows: months.map((m) => [formatMonth(m.month, 'long'), m.count]) }}
    >
      <LineChart
        xAxis={[{ scaleType: 'point', data: months.map((m) => formatMonth(m.month)) }]}
        yAxis={[{ tickMinStep: 1, min: 0 }]}
        series={[{ data: months.map((m) => m.count), label: 'Joiners', area: true, showMark: true }]}
        height={280}
        hideLegend
        grid={{ horizontal: true }}
      />
    </ChartCard>
  );
}
