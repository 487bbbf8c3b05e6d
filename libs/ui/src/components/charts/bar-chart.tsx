// Bars for one or more series over named categories (months, departments, ratings), drawn as plain SVG: a handful of
// rectangles, round axis ticks and light grid lines. The numbers' accessible form is the caller's (a table beside the
// drawing, as ChartCard does); each bar also carries its value as a hover title.
import { formatCount } from '@crewbase/locale';
import { useTheme } from '@mui/material/styles';
import { ChartLegend, chartColours, type ChartSeries } from './chart-legend';
import { fitLabel, useChartWidth, valueTicks } from './chart-scale';

export interface BarChartProps {
  /** One name per bar group, e.g. the months. */
  categories: readonly string[];
  /** One value per category in each series. */
  series: readonly ChartSeries[];
  height: number;
  /** Vertical bars (default) or horizontal ones, for long category names. */
  layout?: 'vertical' | 'horizontal';
  /** How the value axis reads a tick, e.g. whole naira. */
  formatTick?: (value: number) => string;
  /** How a bar's title reads its value; `formatTick` unless set. */
  formatValue?: (value: number) => string;
  /** Whole-number ticks only (counts). */
  integer?: boolean;
  /** Room for the axis labels on the left: values (vertical) or category names (horizontal). */
  axisWidth?: number;
  /** The series names above the bars; shown for two or more series unless set. */
  legend?: boolean;
}

const AXIS_GAP = 8;
const BOTTOM = 28;
const TOP = 10;
const RIGHT = 16;

export function BarChart({
  categories,
  series,
  height,
  layout = 'vertical',
  formatTick = formatCount,
  formatValue = formatTick,
  integer = false,
  axisWidth,
  legend = series.length > 1,
}: BarChartProps) {
  const theme = useTheme();
  const [ref, width] = useChartWidth<HTMLDivElement>();
  const colours = chartColours(theme, series);
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = valueTicks(max, { integer });
  const top = ticks[ticks.length - 1];
  const horizontal = layout === 'horizontal';
  const left = axisWidth ?? (horizontal ? 140 : 48);
  const plotWidth = Math.max(0, width - left - RIGHT);
  const plotHeight = Math.max(0, height - TOP - BOTTOM);
  // The category axis runs across the plot (vertical bars) or down it (horizontal bars).
  const span = horizontal ? plotHeight : plotWidth;
  const valueSpan = horizontal ? plotWidth : plotHeight;
  const band = categories.length > 0 ? span / categories.length : span;
  const barSize = (band * 0.7) / Math.max(1, series.length);
  const scale = (value: number) => (top > 0 ? (value / top) * valueSpan : 0);
  // Vertical category labels thin out when they would overlap (every other month on a phone).
  const longest = Math.max(1, ...categories.map((c) => c.length));
  const every = horizontal ? 1 : Math.max(1, Math.ceil((longest * 6.5 + 8) / Math.max(1, band)));
  const text = { fill: theme.palette.text.secondary, fontSize: 12, fontFamily: theme.typography.fontFamily };

  return (
    <div ref={ref}>
      {legend && <ChartLegend series={series} colours={colours} />}
      <svg width={width} height={height} role="presentation" style={{ display: 'block' }}>
        {ticks.map((tick) => {
          const at = scale(tick);
          return horizontal ? (
            <g key={tick}>
              <line x1={left + at} x2={left + at} y1={TOP} y2={TOP + plotHeight} stroke={theme.palette.divider} />
              <text x={left + at} y={TOP + plotHeight + 18} textAnchor="middle" {...text}>
                {formatTick(tick)}
              </text>
            </g>
          ) : (
            <g key={tick}>
              <line x1={left} x2={left + plotWidth} y1={TOP + plotHeight - at} y2={TOP + plotHeight - at} stroke={theme.palette.divider} />
              <text x={left - AXIS_GAP} y={TOP + plotHeight - at} dy="0.35em" textAnchor="end" {...text}>
                {formatTick(tick)}
              </text>
            </g>
          );
        })}
        {categories.map((category, index) => {
          const start = index * band + (band - barSize * series.length) / 2;
          return (
            <g key={category}>
              {series.map((s, seriesIndex) => {
                const value = s.values[index] ?? 0;
                const length = scale(value);
                const offset = start + seriesIndex * barSize;
                const rect = horizontal
                  ? { x: left, y: TOP + offset, width: length, height: barSize }
                  : { x: left + offset, y: TOP + plotHeight - length, width: barSize, height: length };
                return (
                  <rect key={s.label} {...rect} fill={colours[seriesIndex]} rx={2}>
                    <title>{`${category}: ${series.length > 1 ? `${s.label} ` : ''}${formatValue(value)}`}</title>
                  </rect>
                );
              })}
              {horizontal ? (
                <text x={left - AXIS_GAP} y={TOP + index * band + band / 2} dy="0.35em" textAnchor="end" {...text}>
                  {fitLabel(category, left - AXIS_GAP)}
                </text>
              ) : (
                index % every === 0 && (
                  <text x={left + index * band + band / 2} y={TOP + plotHeight + 18} textAnchor="middle" {...text}>
                    {category}
                  </text>
                )
              )}
            </g>
          );
        })}
        {horizontal ? (
          <line x1={left} x2={left} y1={TOP} y2={TOP + plotHeight} stroke={theme.palette.text.secondary} />
        ) : (
          <line x1={left} x2={left + plotWidth} y1={TOP + plotHeight} y2={TOP + plotHeight} stroke={theme.palette.text.secondary} />
        )}
      </svg>
    </div>
  );
}
