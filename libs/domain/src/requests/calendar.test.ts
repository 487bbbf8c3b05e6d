import { addDays, addMonthsClamped, countWorkingDays, daysInMonth, isLeapYear, todayIso, workingDaysByYear, dateRangesOverlap } from './calendar';

describe('calendar dates', () => {
  it('knows leap years and month lengths', () => {
    expect([2024, 2000, 2028].map(isLeapYear)).toEqual([true, true, true]);
    expect([2026, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(todayIso(new Date('2026-03-01T23:59:59Z'))).toBe('2026-03-01');
  });

  it('adds months on the anchor day, clamped to shorter months', () => {
    expect(addMonthsClamped('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2027-01-31', 2)).toBe('2027-03-31');
    expect(addMonthsClamped('2027-02-28', 1, 31)).toBe('2027-03-31');
    expect(addMonthsClamped('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsClamped('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonthsClamped('2026-05-31', 12)).toBe('2027-05-31');
  });

  it('counts working days Monday to Friday, both ends included', () => {
    // 2026-11-23 is a Monday.
    expect(countWorkingDays('2026-11-23', '2026-11-23')).toBe(1);
    expect(countWorkingDays('2026-11-23', '2026-11-27')).toBe(5);
    expect(countWorkingDays('2026-11-23', '2026-11-29')).toBe(5);
    expect(countWorkingDays('2026-11-28', '2026-11-29')).toBe(0);
    expect(countWorkingDays('2026-11-27', '2026-11-30')).toBe(2);
    expect(countWorkingDays('2026-11-23', '2026-12-06')).toBe(10);
    expect(countWorkingDays('2026-11-24', '2026-11-23')).toBe(0);
    // February of a leap year: 2028-02-01 (Tue) to 2028-02-29 (Tue) holds 21 working days.
    expect(countWorkingDays('2028-02-01', '2028-02-29')).toBe(21);
    expect(countWorkingDays('2027-02-01', '2027-02-28')).toBe(20);
    // A whole year: 2026 has 261 working days, leap 2028 has 260.
    expect(countWorkingDays('2026-01-01', '2026-12-31')).toBe(261);
    expect(countWorkingDays('2028-01-01', '2028-12-31')).toBe(260);
  });

  it('splits a range over the years it touches', () => {
    // Thu 2026-12-31 to Tue 2027-01-05: 1 day in 2026, 3 in 2027 (Fri Jan 1, then Mon and Tue after the weekend).
    expect([...workingDaysByYear('2026-12-31', '2027-01-05')]).toEqual([
      [2026, 1],
      [2027, 3],
    ]);
    expect([...workingDaysByYear('2027-01-02', '2027-01-03')]).toEqual([]);
  });

  it('finds overlapping ranges, touching ends included', () => {
    const a = { startDate: '2026-12-01', endDate: '2026-12-05' };
    expect(dateRangesOverlap(a, { startDate: '2026-12-05', endDate: '2026-12-08' })).toBe(true);
    expect(dateRangesOverlap(a, { startDate: '2026-11-01', endDate: '2026-12-31' })).toBe(true);
    expect(dateRangesOverlap(a, { startDate: '2026-12-06', endDate: '2026-12-08' })).toBe(false);
  });
});
