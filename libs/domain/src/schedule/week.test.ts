import {
  addWeeks,
  createScheduleByLocationInputSchema,
  currentWeekKey,
  dateOfWeekday,
  daysOfWeek,
  formatShiftWhen,
  isOvernightShift,
  isWeekKey,
  shiftMinutes,
  shiftSpanInWeek,
  spansOverlap,
  toWeekKey,
  weekdayOf,
  weekKeyOf,
  weekKeySchema,
  weekSteps,
} from '../index';

describe('week keys (the Sunday that starts the week)', () => {
  it('reads a week from an address: a Sunday stays, another day moves to its Sunday, anything else is none', () => {
    expect(toWeekKey('2026-11-22')).toBe('2026-11-22');
    expect(toWeekKey('2026-11-25')).toBe('2026-11-22');
    expect(toWeekKey('2026-02-30')).toBeNull();
    expect(toWeekKey('next week')).toBeNull();
    expect(toWeekKey(null)).toBeNull();
  });

  it('steps a week back and forward, across the new year, and knows the current week', () => {
    expect(weekSteps('2025-12-28', new Date('2026-11-25T12:00:00Z'))).toEqual({
      week: '2025-12-28',
      lastDay: '2026-01-03',
      previous: '2025-12-21',
      next: '2026-01-04',
      current: '2026-11-22',
    });
  });

  it('names a week by its Sunday, from any day in it', () => {
    expect(weekKeyOf('2026-11-22')).toBe('2026-11-22'); // a Sunday
    expect(weekKeyOf('2026-11-23')).toBe('2026-11-22');
    expect(weekKeyOf('2026-11-28')).toBe('2026-11-22'); // Saturday still belongs to it
    expect(weekKeyOf('2026-11-29')).toBe('2026-11-29');
  });

  it('crosses year boundaries both ways', () => {
    // 2026-01-01 is a Thursday: its week started on Sunday 2025-12-28.
    expect(weekKeyOf('2026-01-01')).toBe('2025-12-28');
    expect(weekKeyOf('2026-01-03')).toBe('2025-12-28');
    expect(weekKeyOf('2026-01-04')).toBe('2026-01-04');
    expect(addWeeks('2025-12-28', 1)).toBe('2026-01-04');
    expect(addWeeks('2026-01-04', -1)).toBe('2025-12-28');
    expect(dateOfWeekday('2025-12-28', 'wednesday')).toBe('2025-12-31');
    expect(dateOfWeekday('2025-12-28', 'thursday')).toBe('2026-01-01');
    expect(dateOfWeekday('2025-12-28', 'saturday')).toBe('2026-01-03');
    // Leap day and the year after.
    expect(weekKeyOf('2028-02-29')).toBe('2028-02-27');
    expect(addWeeks('2028-12-31', 1)).toBe('2029-01-07');
    expect(addWeeks('2026-12-27', 52)).toBe('2027-12-26');
  });

  it('lists the seven days Sunday first, with their dates', () => {
    expect(daysOfWeek('2025-12-28')).toEqual([
      { dayOfWeek: 'sunday', date: '2025-12-28' },
      { dayOfWeek: 'monday', date: '2025-12-29' },
      { dayOfWeek: 'tuesday', date: '2025-12-30' },
      { dayOfWeek: 'wednesday', date: '2025-12-31' },
      { dayOfWeek: 'thursday', date: '2026-01-01' },
      { dayOfWeek: 'friday', date: '2026-01-02' },
      { dayOfWeek: 'saturday', date: '2026-01-03' },
    ]);
    expect(weekdayOf('2026-01-01')).toBe('thursday');
  });

  it('takes the current week from the UTC calendar', () => {
    expect(currentWeekKey(new Date('2026-01-01T23:30:00Z'))).toBe('2025-12-28');
    expect(currentWeekKey(new Date('2026-01-04T00:00:00Z'))).toBe('2026-01-04');
  });

  it('accepts only a real Sunday as a week', () => {
    expect(isWeekKey('2025-12-28')).toBe(true);
    expect(isWeekKey('2026-01-01')).toBe(false);
    expect(isWeekKey('2026-02-30')).toBe(false);
    expect(weekKeySchema.safeParse('2026-11-22').success).toBe(true);
    const monday = weekKeySchema.safeParse('2026-11-23');
    expect(monday.success).toBe(false);
    expect(monday.error?.issues[0].message).toMatch(/starts on Sunday/);
    expect(weekKeySchema.safeParse('22/11/2026').error?.issues[0].message).toMatch(/YYYY-MM-DD/);
  });
});

describe('shifts', () => {
  it('ends on the next day when the end time is earlier than the start', () => {
    expect(isOvernightShift('22:00', '06:00')).toBe(true);
    expect(isOvernightShift('08:00', '16:00')).toBe(false);
    expect(shiftMinutes('22:00', '06:00')).toBe(480);
    // Saturday night runs into the next week's Sunday, and New Year's Eve into the new year.
    expect(shiftSpanInWeek('2025-12-28', 'saturday', '22:00', '06:00')).toEqual({ startsAt: '2026-01-03T22:00', endsAt: '2026-01-04T06:00' });
    expect(shiftSpanInWeek('2025-12-28', 'wednesday', '20:00', '04:00')).toEqual({ startsAt: '2025-12-31T20:00', endsAt: '2026-01-01T04:00' });
  });

  it('clashes when spans overlap, including across midnight, but not when they only touch', () => {
    const night = shiftSpanInWeek('2026-11-22', 'monday', '22:00', '06:00');
    expect(spansOverlap(night, shiftSpanInWeek('2026-11-22', 'tuesday', '05:00', '13:00'))).toBe(true);
    expect(spansOverlap(night, shiftSpanInWeek('2026-11-22', 'tuesday', '06:00', '14:00'))).toBe(false);
    expect(spansOverlap(night, shiftSpanInWeek('2026-11-22', 'monday', '08:00', '16:00'))).toBe(false);
    expect(spansOverlap(night, shiftSpanInWeek('2026-11-22', 'monday', '21:00', '23:00'))).toBe(true);
    // Across the week boundary: Saturday night and the next Sunday morning.
    const saturdayNight = shiftSpanInWeek('2026-11-22', 'saturday', '23:00', '07:00');
    expect(spansOverlap(saturdayNight, shiftSpanInWeek('2026-11-29', 'sunday', '06:00', '12:00'))).toBe(true);
  });

  it('refuses a shift whose end equals its start, and names bad fields', () => {
    const result = createScheduleByLocationInputSchema.safeParse({
      week: '2026-11-23',
      locationId: 'nope',
      shifts: [{ dayOfWeek: 'funday', staffId: '5f0c6c43-7f4a-4d5e-9b8e-1a2b3c4d5e6f', startTime: '09:00', endTime: '09:00' }],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['week', 'locationId', 'shifts.0.dayOfWeek']));
    const equal = createScheduleByLocationInputSchema.safeParse({
      week: '2026-11-22',
      locationId: '5f0c6c43-7f4a-4d5e-9b8e-1a2b3c4d5e6f',
      shifts: [{ dayOfWeek: 'monday', staffId: '5f0c6c43-7f4a-4d5e-9b8e-1a2b3c4d5e6f', startTime: '09:00', endTime: '09:00' }],
    });
    expect(equal.error?.issues[0]).toMatchObject({ path: ['shifts', 0, 'endTime'] });
    expect(equal.error?.issues[0].message).toMatch(/ends after it starts/);
  });

  it('describes when a shift is for clash messages', () => {
    expect(formatShiftWhen('monday', '2026-11-23', '22:00', '06:00')).toBe('Monday 23 November 2026, 22:00-06:00 (next day)');
  });
});
