import { absenceBackdateLimit, computeLeaveBalance, leaveDisplayStatus, leaveRequestProblems } from './leave';

const today = '2026-11-22'; // a Sunday

describe('leave shown status', () => {
  it('shows approved leave as ACTIVE from its first day and COMPLETED after its last', () => {
    expect(leaveDisplayStatus('APPROVED', '2026-11-23', '2026-11-27', today)).toBe('APPROVED');
    expect(leaveDisplayStatus('APPROVED', '2026-11-22', '2026-11-27', today)).toBe('ACTIVE');
    expect(leaveDisplayStatus('APPROVED', '2026-11-20', '2026-11-22', today)).toBe('ACTIVE');
    expect(leaveDisplayStatus('APPROVED', '2026-11-16', '2026-11-21', today)).toBe('COMPLETED');
    expect(leaveDisplayStatus('PENDING', '2026-11-16', '2026-11-21', today)).toBe('PENDING');
    expect(leaveDisplayStatus('CANCELLED', '2026-11-23', '2026-11-27', today)).toBe('CANCELLED');
  });
});

describe('leave balance', () => {
  it('counts approved as used and pending as reserved, per calendar year', () => {
    const requests = [
      { startDate: '2026-12-28', endDate: '2027-01-08', status: 'APPROVED' as const }, // 4 in 2026, 6 in 2027
      { startDate: '2027-02-01', endDate: '2027-02-05', status: 'PENDING' as const },
      { startDate: '2027-03-01', endDate: '2027-03-05', status: 'REJECTED' as const },
      { startDate: '2027-03-08', endDate: '2027-03-12', status: 'WITHDRAWN' as const },
    ];
    expect(computeLeaveBalance(2026, 20, requests)).toEqual({ year: 2026, entitlement: 20, used: 4, pending: 0, remaining: 16 });
    expect(computeLeaveBalance(2027, 20, requests)).toEqual({ year: 2027, entitlement: 20, used: 6, pending: 5, remaining: 9 });
  });
});

describe('leave request rules', () => {
  const context = { today, entitlement: 10, others: [] };

  it('accepts a request within the balance', () => {
    expect(leaveRequestProblems({ startDate: '2026-11-23', endDate: '2026-12-04' }, context)).toEqual([]);
  });

  it('refuses the past, an end before the start and a weekend-only request', () => {
    expect(leaveRequestProblems({ startDate: '2026-11-20', endDate: '2026-11-21' }, context)).toEqual([
      { path: 'startDate', message: 'The leave cannot start in the past.' },
      { path: 'endDate', message: 'The leave cannot end in the past.' },
    ]);
    expect(leaveRequestProblems({ startDate: '2026-11-25', endDate: '2026-11-24' }, context)).toEqual([
      { path: 'endDate', message: 'The end date cannot be before the start date.' },
    ]);
    expect(leaveRequestProblems({ startDate: '2026-11-28', endDate: '2026-11-29' }, context)[0].message).toMatch(/no working day/);
  });

  it('refuses more days than remain, exactly at the edge', () => {
    // 11 working days against 10.
    const over = leaveRequestProblems({ startDate: '2026-11-23', endDate: '2026-12-07' }, context);
    expect(over).toEqual([{ path: 'endDate', message: 'This asks for 11 working days in 2026, but only 10 of 10 remain.' }]);
    const others = [{ startDate: '2026-11-30', endDate: '2026-12-04', status: 'PENDING' as const }];
    expect(leaveRequestProblems({ startDate: '2026-12-07', endDate: '2026-12-11' }, { ...context, others })).toEqual([]);
    expect(leaveRequestProblems({ startDate: '2026-12-07', endDate: '2026-12-14' }, { ...context, others })[0].message).toMatch(/6 working days in 2026, but only 5/);
  });

  it('checks each year on its own for a request over New Year', () => {
    const others = [{ startDate: '2026-12-01', endDate: '2026-12-11', status: 'APPROVED' as const }]; // 9 days of 2026
    // Thu 2026-12-31 to Fri 2027-01-08: 1 day in 2026 (fits the 1 left), 6 in 2027.
    expect(leaveRequestProblems({ startDate: '2026-12-31', endDate: '2027-01-08' }, { ...context, others })).toEqual([]);
    expect(leaveRequestProblems({ startDate: '2026-12-30', endDate: '2027-01-08' }, { ...context, others })[0].message).toMatch(/2 working days in 2026/);
  });

  it('refuses overlap with pending or approved leave, not with withdrawn leave', () => {
    const held = [{ startDate: '2026-11-25', endDate: '2026-11-26', status: 'APPROVED' as const }];
    expect(leaveRequestProblems({ startDate: '2026-11-26', endDate: '2026-11-27' }, { ...context, others: held })).toEqual([
      { path: 'startDate', message: 'These dates overlap your approved leave from 25 November 2026 to 26 November 2026.' },
    ]);
    const gone = [{ startDate: '2026-11-25', endDate: '2026-11-26', status: 'WITHDRAWN' as const }];
    expect(leaveRequestProblems({ startDate: '2026-11-26', endDate: '2026-11-27' }, { ...context, others: gone })).toEqual([]);
  });

  it('lets an admin record an absence back to 1 January of last year, and no further', () => {
    const earliest = absenceBackdateLimit(today);
    expect(earliest).toBe('2025-01-01');
    const admin = { ...context, earliest };
    // A sick day last week, and a week in January last year (its own year's balance).
    expect(leaveRequestProblems({ startDate: '2026-11-16', endDate: '2026-11-16' }, admin)).toEqual([]);
    expect(leaveRequestProblems({ startDate: '2025-01-06', endDate: '2025-01-10' }, admin)).toEqual([]);
    expect(leaveRequestProblems({ startDate: '2024-12-30', endDate: '2024-12-31' }, admin)).toEqual([
      { path: 'startDate', message: 'An absence can be recorded back to 1 January 2025 at the earliest.' },
      { path: 'endDate', message: 'An absence can be recorded back to 1 January 2025 at the earliest.' },
    ]);
    // Staff asking for the same sick day are still refused.
    expect(leaveRequestProblems({ startDate: '2026-11-16', endDate: '2026-11-16' }, context)[0]).toEqual({ path: 'startDate', message: 'The leave cannot start in the past.' });
  });
});
