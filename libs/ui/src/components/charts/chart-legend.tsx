// The series a chart draws and their colours: a swatch and a name each, above the drawing.
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

export interface ChartSeries {
  label: string;
  /** One value per category, in the categories' order. */
  values: readonly number[];
  /** The theme's colours in turn unless set. */
  color?: string;
}

/** Each series' colour: its own, or the theme's primary, secondary, success, warning and error in turn. */
export function chartColours(theme: Theme, series: readonly ChartSeries[]): string[] {
  const palette = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.main, theme.palette.warning.main, theme.palette.error.main];
  return series.map((s, index) => s.color ?? palette[index % palette.length]);
}

export function ChartLegend({ series, colours }: { series: readonly ChartSeries[]; colours: readonly string[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2, mb: 1, typography: 'caption', color: 'text.secondary' }}>
      {series.map((s, index) => (
        <Box key={s.label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <Box component="span" sx={{ width: 12, height: 12, borderRadius: 0.5, backgroundColor: colours[index] }} />
          {s.label}
        </Box>
      ))}
    </Box>
  );
}
