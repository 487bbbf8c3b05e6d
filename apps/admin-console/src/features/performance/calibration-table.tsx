// Calibration: the ratings given per department or per reviewer beside the overall average, so a lenient or a harsh
// rater stands out (half a point or more from the average is marked), with how their ratings spread over the scale.
import type { PerformanceMetrics } from '@crewbase/domain';
import { StatusChip } from '@crewbase/ui';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ratingText } from './rating-text';

type CalibrationRow = PerformanceMetrics['calibration']['byDepartment'][number];

/** How far from the average a rater must be to be called lenient or harsh. */
export const CALIBRATION_MARGIN = 0.5;

export function calibrationLean(average: number | null, overall: number | null): 'Lenient' | 'Harsh' | null {
  if (average === null || overall === null) return null;
  if (average - overall >= CALIBRATION_MARGIN) return 'Lenient';
  if (overall - average >= CALIBRATION_MARGIN) return 'Harsh';
  return null;
}

const difference = (average: number | null, overall: number | null) => {
  if (average === null || overall === null) return '—';
  const delta = Math.round((average - overall) * 100) / 100;
  return delta === 0 ? '±0.00' : `${delta > 0 ? '+' : '−'}${Math.abs(delta).toFixed(2)}`;
};

export interface CalibrationTableProps {
  title: string;
  /** The first column's heading: Department or Reviewer. */
  nameHeading: string;
  rows: readonly CalibrationRow[];
  overallAverage: number | null;
}

export function CalibrationTable({ title, nameHeading, rows, overallAverage }: CalibrationTableProps) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Against the overall average of {ratingText(overallAverage)}; half a point or more away is marked.
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">No completed reviews yet.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell>{nameHeading}</TableCell>
                  <TableCell align="right">Reviews</TableCell>
                  <TableCell align="right">Average</TableCell>
                  <TableCell align="right">Against average</TableCell>
                  {[1, 2, 3, 4, 5].map((step) => (
                    <TableCell key={step} align="right">
                      Rated {step}
                    </TableCell>
                  ))}
                  <TableCell>Lean</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => {
                  const lean = calibrationLean(row.averageRating, overallAverage);
                  return (
                    <TableRow key={row.id ?? row.name}>
                      <TableCell component="th" scope="row">
                        {row.name}
                      </TableCell>
                      <TableCell align="right">{row.reviewCount}</TableCell>
                      <TableCell align="right">{row.averageRating === null ? '—' : row.averageRating.toFixed(2)}</TableCell>
                      <TableCell align="right">{difference(row.averageRating, overallAverage)}</TableCell>
                      {[1, 2, 3, 4, 5].map((step) => (
                        <TableCell key={step} align="right">
                          {row.distribution.find((bucket) => bucket.rating === step)?.count ?? 0}
                        </TableCell>
                      ))}
                      <TableCell>{lean ? <StatusChip status={lean} /> : 'In line'}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
