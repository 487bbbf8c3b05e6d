// A line (optionally over a shaded area) for one or more series over ordered categories (months), drawn as plain SVG.
// The numbers' accessible form is the caller's (a table beside the drawing, as ChartCard does); each point also
// carries its value as a hover title.
import { formatCount } from '@crewbase/locale';
import { useTheme } from '@mui/material/styles';
import { ChartLegend, chartColours, type ChartSeries } from './chart-legend';
import { useChartWidth, valueTicks } from './chart-scale';

export interface LineChartProps {
  /** One name per point, in order, e.g. the months. */
  categories: readonly string[];
  series: readonly ChartSeries[];
  height: number;
  /** Shades the area under each line. */
  area?: boolean;
  formatTick?: (value: number) => string;
  formatValue?: (value: number) => string;
  /** Whole-number ticks only (counts). */
  integer?: boolean;
  /** Room for the value axis on the left. */
  axisWidth?: number;
  legend?: boolean;
}

const BOTTOM = 28;
const TOP = 10;
const RIGHT = 20;
const SIDE_INSET = 16;

export function LineChart({
  categories,
  series,
  height,
  area = false,
  formatTick = formatCount,
  formatValue = formatTick,
  integer = false,
  axisWidth = 48,
  legend = series.length > 1,
}: LineChartProps) {
  const theme = useTheme();
  const [ref, width] = useChartWidth<HTMLDivElement>();
  const colours = chartColours(theme, series);
  const ticks = valueTicks(Math.max(0, ...series.flatMap((s) => s.values)), { integer });
  const top = ticks[ticks.length - 1];
  const left = axisWidth;
  const plotWidth = Math.max(0, width - left - RIGHT);
  const plotHeight = Math.max(0, height - TOP - BOTTOM);
  const baseline = TOP + plotHeight;
  const stepX = categories.length > 1 ? (plotWidth - 2 * SIDE_INSET) / (categories.length - 1) : 0;
  const x = (index: number) => left + SIDE_INSET + (categories.length > 1 ? index * stepX : (plotWidth - 2 * SIDE_INSET) / 2);
  const y = (value: number) => baseline - (top > 0 ? (value / top) * plotHeight : 0);
  const longest = Math.max(1, ...categories.map((c) => c.length));
  const every = Math.max(1, Math.ceil((longest * 6.5 + 8) / Math.max(1, stepX || plotWidth)));
  const text = { fill: theme.palette.text.secondary, fontSize: 12, fontFamily: theme.typography.fontFamily };

  return (
    <div ref={ref}>
      {legend && <ChartLegend series={series} colours={colours} />}
      <svg width={width} height={height} role="presentation" style={{ display: 'block' }}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} />
            <text x={left - 8} y={y(tick)} dy="0.35em" textAnchor="end" {...text}>
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {categories.map(
          (category, index) =>
            index % every === 0 && (
              <text key={category} x={x(index)} y={baseline + 18} textAnchor="middle" {...text}>
                {category}
              </text>
            ),
        )}
        <line x1={left} x2={left + plotWidth} y1={baseline} y2={baseline} stroke={theme.palette.text.secondary} />
        {series.map((s, seriesIndex) => {
          const points = categories.map((_, index) => `${x(index)},${y(s.values[index] ?? 0)}`);
          if (points.length === 0) return null;
          const colour = colours[seriesIndex];
          return (
            <g key={s.label}>
              {area && <polygon points={[`${x(0)},${baseline}`, ...points, `${x(points.length - 1)},${baseline}`].join(' ')} fill={colour} fillOpacity={0.15} />}
              <polyline points={points.join(' ')} fill="none" stroke={colour} strokeWidth={2} strokeLinejoin="round" />
              {categories.map((category, index) => (
                <circle key={category} cx={x(index)} cy={y(s.values[index] ?? 0)} r={3.5} fill={theme.palette.background.paper} stroke={colour} strokeWidth={2}>
                  <title>{`${category}: ${series.length > 1 ? `${s.label} ` : ''}${formatValue(s.values[index] ?? 0)}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
