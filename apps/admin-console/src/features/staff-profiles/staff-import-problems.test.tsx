// The problems table of a staff import: each bad cell by its line and column header with what to change, the count,
// and a word when only the first problems are listed.
import { render, screen, within } from '@testing-library/react';
import { StaffImportProblems } from './staff-import-problems';

const problems = [
  { line: 1, column: 'Surname', message: 'Unknown column "Surname".' },
  { line: 3, column: 'Email', message: 'Enter a valid email address' },
  { line: 4, column: 'Department', message: 'There is no department named "Nowhere" in Settings > Departments.' },
  { line: 5, column: null, message: 'The row is empty.' },
];

describe('StaffImportProblems', () => {
  it('lists every problem as line, column and message, in the order given, under its count', () => {
    render(<StaffImportProblems problems={problems} problemCount={4} />);
    const table = screen.getByRole('table', { name: 'Problems by line and column' });
    expect(within(table).getByText('4 problems to correct')).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1', 'Surname', 'Unknown column "Surname".'],
      ['3', 'Email', 'Enter a valid email address'],
      ['4', 'Department', 'There is no department named "Nowhere" in Settings > Departments.'],
      ['5', 'Whole row', 'The row is empty.'],
    ]);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Line', 'Column', 'Problem']);
    expect(screen.queryByText(/The first .* are listed/)).not.toBeInTheDocument();
  });

  it('says when only the first problems are listed', () => {
    render(<StaffImportProblems problems={problems.slice(0, 1)} problemCount={1200} />);
    expect(screen.getByText('1,200 problems to correct')).toBeVisible();
    expect(screen.getByText('The first 1 are listed; correct them and upload the file again to see the rest.')).toBeVisible();
  });

  it('names a single problem in the singular', () => {
    render(<StaffImportProblems problems={problems.slice(1, 2)} problemCount={1} />);
    expect(screen.getByText('1 problem to correct')).toBeVisible();
  });
});
