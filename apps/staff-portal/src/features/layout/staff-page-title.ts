// The title the staff header shows for a path. Titles of screens that have not shipped yet (spec section 2:
// Request Leave, Leave ID, Request Loan, ...) are kept here so those features only add their routes.
import { matchPath } from 'react-router';
import { paths } from '../../app/paths';

// Literal paths come before the `:id` patterns they would otherwise match (`/staff/loans/request`).
const staffPageTitles: readonly { pattern: string; title: string }[] = [
  { pattern: paths.dashboard, title: 'Dashboard' },
  { pattern: paths.profile, title: 'My Profile' },
  { pattern: paths.messages, title: 'Messages' },
  { pattern: paths.schedule, title: 'Schedule' },
  { pattern: paths.payroll, title: 'Payroll' },
  { pattern: paths.payrollDetail, title: 'Payroll ID' },
  { pattern: paths.loans, title: 'Loans' },
  { pattern: paths.loanRequest, title: 'Request Loan' },
  { pattern: paths.loanDetail, title: 'Loan ID' },
  { pattern: paths.leave, title: 'Leave' },
  { pattern: paths.leaveRequest, title: 'Request Leave' },
  { pattern: paths.leaveDetail, title: 'Leave ID' },
  { pattern: paths.medical, title: 'Medical Assistance' },
  { pattern: paths.medicalRequest, title: 'Request Medical Assistance' },
  { pattern: paths.medicalDetail, title: 'Medical Assistance ID' },
  { pattern: paths.performance, title: 'Performance' },
  { pattern: paths.performanceAppraisal, title: 'Staff Appraisal' },
  { pattern: paths.performanceReview, title: 'Staff Review' },
  { pattern: paths.performanceReviewOnDate, title: 'Staff Review' },
  { pattern: paths.performanceReviewHistory, title: 'Staff Review' },
];

export const DEFAULT_STAFF_PAGE_TITLE = 'Crewbase';

export const staffPageTitle = (pathname: string): string =>
  staffPageTitles.find(({ pattern }) => matchPath(pattern, pathname))?.title ?? DEFAULT_STAFF_PAGE_TITLE;
