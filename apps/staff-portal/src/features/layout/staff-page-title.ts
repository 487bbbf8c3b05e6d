// The title of every staff portal screen, by path: the header's h1 on signed-in screens and the browser tab's title
// everywhere. A record's own screen (Leave ID, Loan ID, ...) shows the record's short reference beside its title.
// Titles of screens that have not shipped yet (Payroll ID, Staff Review, ...) are kept here so those features only
// add their routes.
import { recordReference } from '@crewbase/domain';
import { matchPath } from 'react-router';
import { paths } from '../../app/paths';

interface StaffPageTitleEntry {
  pattern: string;
  title: string;
  /** The screen shows one record, whose id is the path's `:id`. */
  record?: true;
}

// Literal paths come before the `:id` patterns they would otherwise match (`/staff/loans/request`).
const staffPageTitles: readonly StaffPageTitleEntry[] = [
  { pattern: paths.auth.login, title: 'Sign In' },
  { pattern: paths.auth.newLogin, title: 'First Sign-in' },
  { pattern: paths.auth.newUser, title: 'Activate Your Account' },
  { pattern: paths.auth.forgotPassword, title: 'Forgot Password' },
  { pattern: paths.auth.codeVerification, title: 'Check Your Email' },
  { pattern: paths.auth.resetPassword, title: 'New Password' },
  { pattern: paths.auth.newPassword, title: 'New Password' },
  { pattern: paths.privacy, title: 'Privacy Policy' },
  { pattern: paths.dashboard, title: 'Dashboard' },
  { pattern: paths.profile, title: 'My Profile' },
  { pattern: paths.profileEdit, title: 'Edit My Details' },
  { pattern: paths.profileBankDetails, title: 'Change Bank Details' },
  { pattern: paths.messages, title: 'Messages' },
  { pattern: paths.notifications, title: 'Notifications' },
  { pattern: paths.schedule, title: 'Schedule' },
  { pattern: paths.payroll, title: 'Payroll' },
  { pattern: paths.payrollDetail, title: 'Payroll ID', record: true },
  { pattern: paths.loans, title: 'Loans' },
  { pattern: paths.loanRequest, title: 'Request Loan' },
  { pattern: paths.loanDetail, title: 'Loan ID', record: true },
  { pattern: paths.loanUpdate, title: 'Update Loan', record: true },
  { pattern: paths.leave, title: 'Leave' },
  { pattern: paths.leaveRequest, title: 'Request Leave' },
  { pattern: paths.leaveDetail, title: 'Leave ID', record: true },
  { pattern: paths.leaveUpdate, title: 'Update Leave', record: true },
  { pattern: paths.medical, title: 'Medical Assistance' },
  { pattern: paths.medicalRequest, title: 'Request Medical Assistance' },
  { pattern: paths.medicalDetail, title: 'Medical Assistance ID', record: true },
  { pattern: paths.medicalUpdate, title: 'Update Medical Assistance', record: true },
  { pattern: paths.performance, title: 'Performance' },
  { pattern: paths.performanceAppraisal, title: 'Staff Appraisal' },
  { pattern: paths.performanceReview, title: 'Staff Review' },
  { pattern: paths.performanceReviewOnDate, title: 'Staff Review' },
  { pattern: paths.performanceReviewHistory, title: 'Staff Review' },
];

export const DEFAULT_STAFF_PAGE_TITLE = 'Crewbase';

export interface StaffPage {
  title: string;
  /** The record's short reference (recordReference), on a record's own screen. */
  reference?: string;
}

export function staffPage(pathname: string): StaffPage {
  for (const entry of staffPageTitles) {
    const match = matchPath(entry.pattern, pathname);
    if (!match) continue;
    const id = entry.record ? match.params.id : undefined;
    return id ? { title: entry.title, reference: recordReference(id) } : { title: entry.title };
  }
  return { title: DEFAULT_STAFF_PAGE_TITLE };
}

export const staffPageTitle = (pathname: string): string => staffPage(pathname).title;

/** The browser tab's title for a path: the screen's title and reference, then the app. */
export function staffDocumentTitle(pathname: string): string {
  const { title, reference } = staffPage(pathname);
  return `${title}${reference ? ` ${reference}` : ''} · Crewbase — Staff`;
}
