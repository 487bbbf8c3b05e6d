import { formatDay } from './format-day';
import { formatDayRange } from './format-day-range';

describe('formatDay', () => {
  it('names the weekday of a calendar day', () => {
    expect(formatDay('2026-11-23')).toBe('Monday 23 November');
    expect(formatDay('2025-12-31', { weekday: 'short', month: 'short', year: true })).toBe('Wed 31 Dec 2025');
    expect(formatDay('someday')).toBe('someday');
  });
});

describe('formatDayRange', () => {
  it('writes a week once, sharing what its ends share', () => {
    expect(formatDayRange('2026-11-22', '2026-11-28')).toBe('22–28 Nov 2026');
    expect(formatDayRange('2026-11-29', '2026-12-05')).toBe('29 Nov – 5 Dec 2026');
    expect(formatDayRange('2025-12-28', '2026-01-03')).toBe('28 Dec 2025 – 3 Jan 2026');
  });
});
