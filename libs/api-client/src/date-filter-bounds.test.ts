import { dateFilterBounds } from './date-filter-bounds';

describe('dateFilterBounds', () => {
  it('spans the whole day with T00:00:00 and T23:59:59', () => {
    expect(dateFilterBounds('2026-11-21')).toEqual({ from: '2026-11-21T00:00:00', to: '2026-11-21T23:59:59' });
  });

  it('spans a range of days', () => {
    expect(dateFilterBounds('2026-11-01', '2026-11-30')).toEqual({ from: '2026-11-01T00:00:00', to: '2026-11-30T23:59:59' });
  });

  it('uses the local calendar day of a Date or a dayjs-like value', () => {
    const lateEvening = new Date(2026, 0, 31, 23, 30);
    expect(dateFilterBounds(lateEvening).from).toBe('2026-01-31T00:00:00');
    expect(dateFilterBounds({ toDate: () => lateEvening }).to).toBe('2026-01-31T23:59:59');
  });

  it('keeps only the day of an ISO timestamp', () => {
    expect(dateFilterBounds('2026-02-03T15:04:05.000Z').from).toBe('2026-02-03T00:00:00');
  });

  it('refuses what is not a date', () => {
    expect(() => dateFilterBounds('soon')).toThrow(RangeError);
  });
});
