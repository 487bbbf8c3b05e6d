// The problems of a staff import file, one row per bad cell: the spreadsheet line, the column header and what to
// change, in the order a person reads the file. Says how many more there are when the API listed only the first ones.
import type { StaffImportProblem } from '@crewbase/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount } from '@crewbase/ui';

export interface StaffImportProblemsProps {
  problems: readonly StaffImportProblem[];
  /** How many problems there are in all (the list may hold only the first ones). */
  problemCount: number;
}

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export function StaffImportProblems({ problems, problemCount }: StaffImportProblemsProps) {
  const caption = `${count(problemCount, 'problem', 'problems')} to correct`;
  return (
    <>
      <TableContainer sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0} role="region" aria-label={caption}>
        <Table size="small" stickyHeader aria-label="Problems by line and column">
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 16px' }}>{caption}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={{ width: 90 }}>
                Line
              </TableCell>
              <TableCell component="th" scope="col" sx={{ width: 220 }}>
                Column
              </TableCell>
              <TableCell component="th" scope="col">
                Problem
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {problems.map((p, i) => (
              <TableRow key={`${p.line}-${p.column ?? ''}-${i}`}>
                <TableCell>{p.line}</TableCell>
                <TableCell>{p.column ?? 'Whole row'}</TableCell>
                <TableCell>{p.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {problemCount > problems.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The first {formatCount(problems.length)} are listed; correct them and upload the file again to see the rest.
        </Typography>
      )}
    </>
  );
}
