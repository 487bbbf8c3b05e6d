import { countLeaveDays, leaveRequestProblems } from '../requests/leave';
import { proRatedEntitlement } from './leave-types';
import { fixedPublicHolidaysOf } from './public-holidays';

describe('the leave day count', () => {
  it('leaves out a public holiday inside the request, and weekends as before', () => {
    // Monday 29 September to Friday 3 October 2025: Independence Day is the Wednesday.
    const holidays = new Set(fixedPublicHolidaysOf(2025).map((h) => h.date));
    expect(countLeaveDays('2025-09-29', '2025-10-03')).toBe(5);
    expect(countLeaveDays('2025-09-29', '2025-10-03', holidays)).toBe(4);
    // Christmas and Boxing Day 2026 are Friday and Saturday: one working day less over the fortnight.
    expect(countLeaveDays('2026-12-21', '2027-01-01', new Set(fixedPublicHolidaysOf(2026).map((h) => h.date)))).toBe(9);
    expect(countLeaveDays('2026-10-01', '2026-10-01', new Set(['2026-10-01']))).toBe(0);
  });

  it('checks the balance in working days less holidays, per type, and does not limit an unlimited type', () => {
    const holidays = new Set(['2026-06-12']);
    const context = { today: '2026-06-01', entitlement: 4, holidays, others: [], typeName: 'Compassionate' };
    // 8 to 12 June is five weekdays, one a holiday: four days fit a balance of four.
    expect(leaveRequestProblems({ startDate: '2026-06-08', endDate: '2026-06-12' }, context)).toEqual([]);
    expect(leaveRequestProblems({ startDate: '2026-06-08', endDate: '2026-06-15' }, context)[0].message).toBe(
      'This asks for 5 working days of Compassionate leave in 2026, but only 4 of 4 remain.',
    );
    expect(leaveRequestProblems({ startDate: '2026-06-08', endDate: '2026-06-30' }, { ...context, entitlement: null })).toEqual([]);
    const others = [{ startDate: '2026-06-01', endDate: '2026-06-02', status: 'APPROVED' as const, leaveTypeId: 'sick' }];
    // Another type's days neither count against this balance nor may overlap.
    expect(leaveRequestProblems({ startDate: '2026-06-08', endDate: '2026-06-11', leaveTypeId: 'annual' }, { ...context, others })).toEqual([]);
    expect(leaveRequestProblems({ startDate: '2026-06-02', endDate: '2026-06-03', leaveTypeId: 'annual' }, { ...context, others })[0].path).toBe('startDate');
  });
});

describe('pro-rating the entitlement', () => {
  it('gives a mid-year joiner the months left of the year, counting the month they joined, rounded to whole days', () => {
    expect(proRatedEntitlement(20, 2026, '2026-07-01')).toBe(10);
    expect(proRatedEntitlement(20, 2026, '2026-07-31')).toBe(10);
    // October to December: 3/12 of 20 = 5; of 21 = 5.25 -> 5; September: 4/12 of 20 = 6.67 -> 7.
    expect(proRatedEntitlement(20, 2026, '2026-10-15')).toBe(5);
    expect(proRatedEntitlement(21, 2026, '2026-10-15')).toBe(5);
    expect(proRatedEntitlement(20, 2026, '2026-09-02')).toBe(7);
    // 6/12 of 5 = 2.5 rounds up.
    expect(proRatedEntitlement(5, 2026, '2026-07-02')).toBe(3);
    expect(proRatedEntitlement(20, 2026, '2026-01-05')).toBe(20);
  });

  it('gives the full entitlement after the first year, none before joining, and the full one to types not pro-rated', () => {
    expect(proRatedEntitlement(20, 2027, '2026-07-01')).toBe(20);
    expect(proRatedEntitlement(20, 2025, '2026-07-01')).toBe(0);
    expect(proRatedEntitlement(20, 2026, null)).toBe(20);
    expect(proRatedEntitlement(84, 2026, '2026-11-01', false)).toBe(84);
  });
});
