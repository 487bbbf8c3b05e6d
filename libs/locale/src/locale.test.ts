import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatCalendarDay, formatCount, formatDayMonthYear, formatMonth, formatNaira, formatTime24, numberFormat } from './locale';

describe('the product locale', () => {
  it('writes days day-month-year, never ISO', () => {
    expect(formatCalendarDay('2026-11-25')).toBe('Wednesday 25 November 2026');
    expect(formatCalendarDay('2026-11-25', { weekday: false })).toBe('25 November 2026');
    expect(formatDayMonthYear('2026-11-25')).toBe('25/11/2026');
    expect(formatCalendarDay('not a day')).toBe('not a day');
  });

  it('writes a month in words', () => {
    expect(formatMonth('2026-10')).toBe('October 2026');
    expect(formatMonth('2026-01', { style: 'short' })).toBe('Jan 2026');
    expect(formatMonth('2026-13-01')).toBe('2026-13-01');
  });

  it('writes times on a 24-hour clock', () => {
    expect(formatTime24('15:00')).toBe('15:00');
    expect(formatTime24('07:05:00')).toBe('07:05');
    expect(formatTime24(new Date('2026-11-25T15:30:00Z'))).toBe('15:30');
    expect(formatTime24('2026-11-25T00:10:00Z')).toBe('00:10');
  });

  it('writes money in naira', () => {
    expect(formatNaira(150000)).toBe('₦150,000.00');
    expect(formatNaira('2500.5')).toBe('₦2,500.50');
  });

  it('writes counts grouped in thousands, whatever locale the runtime has', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(5000)).toBe('5,000');
    expect(formatCount(0.5)).toBe('0.5');
  });

  it('builds each format once and never mixes two sets of options', () => {
    expect(dateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' })).toBe(dateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }));
    expect(numberFormat('en-NG', { maximumFractionDigits: 0 })).not.toBe(numberFormat('en-NG', { maximumFractionDigits: 2 }));
    const lateEvening = new Date('2026-11-25T23:30:00Z');
    expect(formatTime24(lateEvening)).toBe('23:30');
    expect(formatTime24(lateEvening, { timeZone: 'Africa/Lagos' })).toBe('00:30');
    expect(formatTime24(lateEvening)).toBe('23:30');
  });
});
