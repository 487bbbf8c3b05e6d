import { staffPageTitle } from './staff-page-title';

describe('staffPageTitle', () => {
  it.each([
    ['/staff/dashboard', 'Dashboard'],
    ['/staff/profile', 'My Profile'],
    ['/staff/loans/request', 'Request Loan'],
    ['/staff/loans/42', 'Loan ID'],
    ['/staff/leave/request', 'Request Leave'],
    ['/staff/leave-request/7', 'Leave ID'],
    ['/staff/medical-assistance/request', 'Request Medical Assistance'],
    ['/staff/medical-assistance/3', 'Medical Assistance ID'],
    ['/staff/payroll/9', 'Payroll ID'],
    ['/staff/performance/appraisals/1', 'Staff Appraisal'],
    ['/staff/performance/reviews/2026-01-01/5', 'Staff Review'],
    ['/staff/somewhere-new', 'Crewbase'],
  ])('%s is titled %s', (pathname, title) => {
    expect(staffPageTitle(pathname)).toBe(title);
  });
});
