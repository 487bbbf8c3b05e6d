// One of a report's charts (by month, by department, by status) under the report's filter: bars for sighted users
// and the same numbers in a table screen readers read instead (ChartCard). Money travels in whole kobo and is shown
// as naira: whole naira on the axis, naira and kobo in the table.
import type { ReportChart as ReportChartData, ReportUnit } from '@crewbase/domain';
import { BarChart, formatCount, formatMoney } from '@crewbase/ui';
import { useTheme } from '@mui/material/styles';
import { ChartCard } from '../dashboard/chart-card';
import { formatReportValue } from './report-values';

export interface ReportChartProps {
  chart: ReportChartData;
  /** The heading of the table's first column, e.g. "Month". */
  groupLabel: string;
  /** How a point's label reads, e.g. `2026-03` as "Mar 2026". */
  formatLabel?: (point: ReportChartData['points'][number]) => string;
}

const axisValue = (unit: ReportUnit) => (value: number) => (unit === 'kobo' ? (formatMoney(value / 100, { wholeUnits: true }) ?? '') : formatCount(value));

export function ReportChart({ chart, groupLabel, formatLabel = (point) => point.label }: ReportChartProps) {
  const theme = useTheme();
  const colours = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.main, theme.palette.warning.main, theme.palette.error.main];
  const unit = chart.series[0]?.unit ?? 'count';
  const empty = chart.points.every((point) => chart.series.every((series) => !point.values[series.key]));
  return (
    <ChartCard
      title={chart.title}
      description={empty ? 'Nothing under this filter.' : undefined}
      table={{
        columns: [groupLabel, ...chart.series.map((series) => series.label)],
        rows: chart.points.map((point) => [formatLabel(point), ...chart.series.map((series) => formatReportValue(point.values[series.key] ?? 0, series.unit))]),
      }}
    >
      <BarChart
        categories={chart.points.map((point) => formatLabel(point))}
        series={chart.series.map((series, index) => ({
          label: series.label,
          values: chart.points.map((point) => point.values[series.key] ?? 0),
          color: colours[index % colours.length],
        }))}
        height={260}
        integer
        axisWidth={unit === 'kobo' ? 90 : 48}
        formatTick={axisValue(unit)}
        formatValue={(value) => formatReportValue(value, unit)}
      />
    </ChartCard>
  );
}
