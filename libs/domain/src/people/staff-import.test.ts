// One import row through the create form's rules: names looked up in any case, dates in the product's format,
// benefits and gender as people type them, and every problem named by line and column header.
import { checkStaffImportRow, duplicateEmailProblems, importDate, readStaffImportHeader, staffImportColumns, type StaffImportReferences } from './staff-import';

const DEPARTMENT = '11111111-1111-4111-8111-111111111111';
const JOB = '22222222-2222-4222-8222-222222222222';
const LOCATION = '33333333-3333-4333-8333-333333333333';
const ROLE = '44444444-4444-4444-8444-444444444444';
const refs: StaffImportReferences = {
  departments: new Map([['operations', DEPARTMENT]]),
  jobTitles: new Map([['site officer', JOB]]),
  locations: new Map([['lagos head office', LOCATION]]),
  staffRoles: new Map([['staff', ROLE]]),
  banks: new Map([['access bank', '044'], ['044', '044']]),
};
const cells = (overrides: Record<string, string> = {}) => ({
  ...Object.fromEntries(staffImportColumns.map((c) => [c.header, c.example])),
  Department: 'OPERATIONS',
  'Staff role': ' staff ',
  ...overrides,
});

describe('checkStaffImportRow', () => {
  it('turns a good row into the create input, names looked up whatever their case', () => {
    const { input, problems } = checkStaffImportRow({ line: 2, cells: cells({ Gender: 'female', Benefits: 'data;TRANSPORTATION', 'Date joined': '2026-12-01' }) }, refs);
    expect(problems).toEqual([]);
    expect(input).toMatchObject({
      firstName: 'Ada',
      email: 'ada.obi@example.com',
      gender: 'Female',
      dateOfBirth: '1994-02-14',
      dateJoined: '2026-12-01',
      departmentId: DEPARTMENT,
      staffRoleId: ROLE,
      bankCode: '044',
      dailySalary: 15000,
      benefits: ['Data', 'Transportation'],
    });
  });

  it('names each bad cell by its line and column header, with the form\'s own message', () => {
    const { input, problems } = checkStaffImportRow({ line: 9, cells: cells({ 'Last name': '', Location: 'Abuja', 'Daily salary': '-5', 'Date of birth': '1994/02/14' }) }, refs);
    expect(input).toBeNull();
    expect(problems).toEqual(
      expect.arrayContaining([
        { line: 9, column: 'Last name', message: 'Enter a last name' },
        { line: 9, column: 'Location', message: 'There is no location named "Abuja" in Settings > Locations.' },
        { line: 9, column: 'Daily salary', message: 'Enter a daily salary above 0' },
        { line: 9, column: 'Date of birth', message: 'Enter the date as DD/MM/YYYY' },
      ]),
    );
    expect(problems).toHaveLength(4);
  });
});

describe('the header row and the file as a whole', () => {
  it('knows the template headers in any case and reports unknown, repeated and missing ones on line 1', () => {
    const { columns, problems } = readStaffImportHeader(['first NAME', 'Email', 'Email', 'Nickname']);
    expect([...columns.values()].map((c) => c.header)).toEqual(['First name', 'Email']);
    expect(problems).toContainEqual({ line: 1, column: 'Email', message: 'The column "Email" appears twice.' });
    expect(problems).toContainEqual(expect.objectContaining({ line: 1, column: 'Nickname' }));
    expect(problems).toContainEqual({ line: 1, column: 'Last name', message: 'The column "Last name" is missing.' });
  });

  it('reports every later line that repeats an email, naming the first', () => {
    expect(duplicateEmailProblems([{ line: 2, email: 'a@x.ng' }, { line: 3, email: 'A@X.NG ' }, { line: 4, email: 'b@x.ng' }, { line: 5, email: 'a@x.ng' }])).toEqual([
      { line: 3, column: 'Email', message: 'The same email as line 2: each person needs their own.' },
      { line: 5, column: 'Email', message: 'The same email as line 2: each person needs their own.' },
    ]);
  });

  it('reads DD/MM/YYYY and leaves anything else for the rules to refuse', () => {
    expect(importDate('1/2/2026')).toBe('2026-02-01');
    expect(importDate('2026-02-01')).toBe('2026-02-01');
    expect(importDate('Feb 1')).toBe('Feb 1');
  });
});
