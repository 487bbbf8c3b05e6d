import { describe, expect, it } from 'vitest';
import { codeValidity } from './one-time-codes';

describe('codeValidity (the line a code mail ends with)', () => {
  it('gives the expiry day-month-year on a 24-hour clock, never an ISO date', () => {
    const text = codeValidity(72 * 3600, new Date('2026-11-28T17:05:00Z'));
    expect(text).toBe('It is valid for 72 hours, until 28 November 2026 at 17:05 UTC, and works once.');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('counts a short life in minutes', () => {
    expect(codeValidity(15 * 60, new Date('2026-11-25T03:00:00Z'))).toBe('It is valid for 15 minutes, until 25 November 2026 at 03:00 UTC, and works once.');
  });
});
