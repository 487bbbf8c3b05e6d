import { describe, expect, it } from 'vitest';
import { driverLicenceStatusOn } from '../people/staff';
import { reportDefaultWindow, reportListFilters, reportMonths } from './report-filter';

describe('reportDefaultWindow', () => {
  it('covers the current month and the eleven before it', () => {
    expect(reportDefaultWindow('2026-11-26')).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    expect(reportDefaultWindow('2028-02-10')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(reportMonths(reportDefaultWindow('2026-11-26'))).toHaveLength(12);
    expect(reportMonths(reportDefaultWindow('2026-11-26'))[0]).toBe('2025-12');
  });
});

describe('reportListFilters', () => {
  it('writes the shared filter in the list language', () => {
    expect(reportListFilters({ from: '2026-01-01', to: '2026-03-31', status: ['PENDING', 'APPROVED'], staffId: '00000000-0000-4000-8000-000000000001' })).toEqual([
      { field: 'date', operator: '$gte', value: '2026-01-01' },
      { field: 'date', operator: '$lte', value: '2026-03-31' },
      { field: 'status', operator: '$in', value: 'PENDING,APPROVED' },
      { field: 'staff.id', operator: '$eq', value: '00000000-0000-4000-8000-000000000001' },
    ]);
  });
});

describe('driverLicenceStatusOn precedence', () => {
  it('is EXPIRED only after the expiry day, DUE_TO_EXPIRE on it and up to the warning days before', () => {
    expect(driverLicenceStatusOn(true, '2026-11-25', '2026-11-26')).toBe('EXPIRED');
    expect(driverLicenceStatusOn(true, '2026-11-26', '2026-11-26')).toBe('DUE_TO_EXPIRE');
    expect(driverLicenceStatusOn(true, '2026-12-26', '2026-11-26')).toBe('DUE_TO_EXPIRE');
    expect(driverLicenceStatusOn(true, '2026-12-27', '2026-11-26')).toBe('VERIFIED');
    expect(driverLicenceStatusOn(false, '2026-12-27', '2026-11-26')).toBe('UNVERIFIED');
  });
  it('takes the warning days as a setting', () => {
    expect(driverLicenceStatusOn(false, '2026-12-06', '2026-11-26', 10)).toBe('DUE_TO_EXPIRE');
    expect(driverLicenceStatusOn(false, '2026-12-07', '2026-11-26', 10)).toBe('UNVERIFIED');
    expect(driverLicenceStatusOn(true, '2026-11-26', '2026-11-26', 0)).toBe('DUE_TO_EXPIRE');
  });
});
