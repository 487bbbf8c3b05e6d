// New joiners in each of the last 12 months, oldest first, as a line.
import type { StaffMetrics } from '@crewbase/domain';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { ChartCard } from './chart-card';
import { formatMonth } from './format-month';

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
      table={{ columns: ['Month', 'Joiners'], rows: months.map((m) => [formatMonth(m.month, 'long'), m.count]) }}
    >
      <LineChart
        xAxis={[{ scaleType: 'point', data: months.map((m) => formatMonth(m.month)) }]}
        yAxis={[{ tickMinStep: 1, min: 0 }]}
        series={[{ data: months.map((m) => m.count), label: 'Joiners', area: true, showMark: true, curve: 'linear', color: theme.palette.primary.main }]}
        height={280}
        sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.15 } }}
        hideLegend
        // The table in ChartCard is the keyboard and screen-reader way to the numbers; the drawing stays out of the tab order.
        disableKeyboardNavigation
        grid={{ horizontal: true }}
      />
    </ChartCard>
  );
}
