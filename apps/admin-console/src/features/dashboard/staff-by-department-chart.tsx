// Staff headcount per department, as horizontal bars (department names are long).
import type { StaffMetrics } from '@crewbase/domain';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartCard } from './chart-card';

export interface StaffByDepartmentChartProps {
  departments: StaffMetrics['byDepartment'];
}

const BAR_ROW_HEIGHT = 36;

export function StaffByDepartmentChart({ departments }: StaffByDepartmentChartProps) {
  const theme = useTheme();
  const rows = [...departments].sort((a, b) => b.count - a.count);
  return (
    <ChartCard
      title="Staff by department"
      description="Current headcount in each department."
      table={{ columns: ['Department', 'Staff'], rows: rows.map((d) => [d.name, d.count]) }}
    >
      <BarChart
        dataset={rows.map((d) => ({ name: d.name, count: d.count }))}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', dataKey: 'name', width: 140 }]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[{ dataKey: 'count', label: 'Staff', color: theme.palette.primary.main }]}
        height={Math.max(200, rows.length * BAR_ROW_HEIGHT + 60)}
        hideLegend
        // The table in ChartCard is the keyboard and screen-reader way to the numbers; the drawing stays out of the tab order.
        disableKeyboardNavigation
        grid={{ vertical: true }}
      />
    </ChartCard>
  );
}
