// Staff headcount per department, as horizontal bars (department names are long).
import type { StaffMetrics } from '@crewbase/domain';
import { BarChart } from '@crewbase/ui';
import { useTheme } from '@mui/material/styles';
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
        layout="horizontal"
        categories={rows.map((d) => d.name)}
        series={[{ label: 'Staff', values: rows.map((d) => d.count), color: theme.palette.primary.main }]}
        height={Math.max(200, rows.length * BAR_ROW_HEIGHT + 60)}
        axisWidth={140}
        integer
      />
    </ChartCard>
  );
}
