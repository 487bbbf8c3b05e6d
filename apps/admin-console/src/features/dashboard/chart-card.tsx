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
  /** Column headings and rows of the text alternative: each row's name, then one value per further column. */
  table: { columns: [string, ...string[]]; rows: [string, ...(number | string)[]][] };
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
        {/* Hidden by its box, not by its own style: a table grows to its content whatever width it is given. */}
        <div style={visuallyHidden}>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([label, ...values]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {values.map((value, index) => (
                    <td key={table.columns[index + 1] ?? index}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
