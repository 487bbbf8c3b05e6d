// A dashboard chart with its heading and a text alternative: the chart is drawn for sighted users, and the same
// numbers are in a visually hidden table that screen readers read instead of the SVG.
import { visuallyHidden } from '@crewbase/ui';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface ChartCardProps {
  title: string;
  description?: string;
  /** Column headings and rows of the text alternative. */
  table: { columns: [string, string]; rows: [string, number][] };
  children: ReactNode;
}

export function ChartCard({ title, description, table, children }: ChartCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
        <div aria-hidden="true">{children}</div>
        <table style={visuallyHidden}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{table.columns[0]}</th>
              <th scope="col">{table.columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
