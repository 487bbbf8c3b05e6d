import { staffDocumentTitle, staffPage, staffPageTitle } from './staff-page-title';

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
    ['/staff/leave-request/7/update', 'Update Leave'],
    ['/staff/loans/42/update', 'Update Loan'],
    ['/staff/medical-assistance/3/update', 'Update Medical Assistance'],
    ['/staff/auth/login', 'Sign In'],
    ['/staff/privacy', 'Privacy Policy'],
    ['/staff/performance', 'Performance'],
    ['/staff/performance/appraisals/1', 'Staff Appraisal'],
    ['/staff/performance/reviews/5', 'Staff Review'],
    ['/staff/performance/review-history/2026-01-01/5', 'Staff Review'],
    ['/staff/performance/reviews/2026-01-01/5', 'Staff Review'],
    ['/staff/somewhere-new', 'Crewbase'],
  ])('%s is titled %s', (pathname, title) => {
    expect(staffPageTitle(pathname)).toBe(title);
  });
});

describe('staffPage', () => {
  it("gives a record's own screens its reference, and no other screen one", () => {
    expect(staffPage('/staff/loans/3f2a9c1b-7d4e-4f00-9a1b-2c3d4e5f6a7b')).toEqual({ title: 'Loan ID', reference: '#3f2a9c1b' });
    expect(staffPage('/staff/medical-assistance/3f2a9c1b-7d4e/update')).toEqual({ title: 'Update Medical Assistance', reference: '#3f2a9c1b' });
    expect(staffPage('/staff/loans/request')).toEqual({ title: 'Request Loan' });
    expect(staffDocumentTitle('/staff/leave-request/3f2a9c1b-7d4e')).toBe('Leave ID #3f2a9c1b · Crewbase — Staff');
  });
});
