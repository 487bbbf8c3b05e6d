import { formatDate } from './format-date';

describe('formatDate', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    // Assigning undefined would store the string "undefined"; remove the variable instead.
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  it('formats a calendar day without shifting it across time zones', () => {
    expect(formatDate('2024-03-04')).toBe('4 March 2024');
    // West of Greenwich midnight UTC is still the day before; the calendar day must not move.
    process.env.TZ = 'America/Los_Angeles';
    expect(new Date('2024-03-04T00:00:00Z').getDate()).toBe(3);
    expect(formatDate('2024-03-04')).toBe('4 March 2024');
    expect(formatDate('2025-11-03', { month: 'short' })).toBe('3 Nov 2025');
  });

  it('formats an instant and passes nulls and unreadable values through', () => {
    expect(formatDate('2024-03-04T12:00:00.000Z')).toBe('4 March 2024');
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('someday')).toBe('someday');
  });

  it('adds the 24-hour time of an instant when asked, never to a calendar day', () => {
    process.env.TZ = 'UTC';
    expect(formatDate('2026-11-28T17:05:00.000Z', { time: true })).toBe('28 November 2026 at 17:05');
    expect(formatDate('2026-11-28T07:05:00.000Z', { time: true, month: 'short' })).toBe('28 Nov 2026, 07:05');
    expect(formatDate('2026-11-28', { time: true })).toBe('28 November 2026');
  });

  it('shortens the month for tables', () => {
    expect(formatDate('2026-03-03T10:00:00.000Z', { month: 'short' })).toBe('3 Mar 2026');
  });
});
