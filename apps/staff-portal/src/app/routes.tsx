// The staff portal's routes (spec section 2). Every screen loads lazily so sign-in stays a small download. They render
// in react-router's declarative mode (StaffRoutes below): its data router added 17 kB to the sign-in's first load
// (README, "Front-end bundles").
import { PrefetchQuery } from '@crewbase/api-client';
import { GuestOnly, RequireArea, UnknownPathRedirect } from '@crewbase/auth';
import { accountQueries } from '@crewbase/data-access-account';
import { lazyScreen, ScreenErrorBoundary } from '@crewbase/ui';
import { useMemo } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { DocumentTitle } from './document-title';
import { env } from './env';
import { HOME_PATH, paths } from './paths';
import { ScreenSlot } from './screen-slot';

const LoginScreen = lazyScreen(() => import('../features/auth/login-screen').then((m) => ({ default: m.LoginScreen })));
const NewLoginScreen = lazyScreen(() => import('../features/auth/new-login-screen').then((m) => ({ default: m.NewLoginScreen })));
const NewUserScreen = lazyScreen(() => import('../features/auth/new-user-screen').then((m) => ({ default: m.NewUserScreen })));
const ForgotPasswordScreen = lazyScreen(() =>
  import('../features/auth/forgot-password-screen').then((m) => ({ default: m.ForgotPasswordScreen })),
);
const CodeVerificationScreen = lazyScreen(() =>
  import('../features/auth/code-verification-screen').then((m) => ({ default: m.CodeVerificationScreen })),
);
const ResetPasswordScreen = lazyScreen(() =>
  import('../features/auth/reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })),
);
const StaffLayout = lazyScreen(() => import('../features/layout/staff-layout').then((m) => ({ default: m.StaffLayout })));
const NotificationsScreen = lazyScreen(() =>
  import('../features/notifications/notifications-screen').then((m) => ({ default: m.NotificationsScreen })),
);
const DashboardScreen = lazyScreen(() => import('../features/dashboard/dashboard-screen').then((m) => ({ default: m.DashboardScreen })));
const ProfileScreen = lazyScreen(() => import('../features/profile/profile-screen').then((m) => ({ default: m.ProfileScreen })));
const EditContactScreen = lazyScreen(() => import('../features/profile/edit-contact-screen').then((m) => ({ default: m.EditContactScreen })));
const BankChangeScreen = lazyScreen(() => import('../features/profile/bank-change-screen').then((m) => ({ default: m.BankChangeScreen })));
const LeaveScreen = lazyScreen(() => import('../features/leave/leave-screen').then((m) => ({ default: m.LeaveScreen })));
const LeaveRequestScreen = lazyScreen(() => import('../features/leave/leave-request-screen').then((m) => ({ default: m.LeaveRequestScreen })));
const LeaveDetailScreen = lazyScreen(() => import('../features/leave/leave-detail-screen').then((m) => ({ default: m.LeaveDetailScreen })));
const LeaveUpdateScreen = lazyScreen(() => import('../features/leave/leave-update-screen').then((m) => ({ default: m.LeaveUpdateScreen })));
const LoansScreen = lazyScreen(() => import('../features/loans/loans-screen').then((m) => ({ default: m.LoansScreen })));
const LoanRequestScreen = lazyScreen(() => import('../features/loans/loan-request-screen').then((m) => ({ default: m.LoanRequestScreen })));
const LoanDetailScreen = lazyScreen(() => import('../features/loans/loan-detail-screen').then((m) => ({ default: m.LoanDetailScreen })));
const LoanUpdateScreen = lazyScreen(() => import('../features/loans/loan-update-screen').then((m) => ({ default: m.LoanUpdateScreen })));
const MedicalScreen = lazyScreen(() => import('../features/medical/medical-screen').then((m) => ({ default: m.MedicalScreen })));
const MedicalRequestScreen = lazyScreen(() => import('../features/medical/medical-request-screen').then((m) => ({ default: m.MedicalRequestScreen })));
const MedicalDetailScreen = lazyScreen(() => import('../features/medical/medical-detail-screen').then((m) => ({ default: m.MedicalDetailScreen })));
const MedicalUpdateScreen = lazyScreen(() => import('../features/medical/medical-update-screen').then((m) => ({ default: m.MedicalUpdateScreen })));
const ScheduleScreen = lazyScreen(() => import('../features/schedule/schedule-screen').then((m) => ({ default: m.ScheduleScreen })));
const MessagesScreen = lazyScreen(() => import('../features/messages/messages-screen').then((m) => ({ default: m.MessagesScreen })));
const PerformanceScreen = lazyScreen(() => import('../features/performance/performance-screen').then((m) => ({ default: m.PerformanceScreen })));
const StaffReviewScreen = lazyScreen(() => import('../features/performance/staff-review-screen').then((m) => ({ default: m.StaffReviewScreen })));
const ReviewHistoryScreen = lazyScreen(() => import('../features/performance/review-history-screen').then((m) => ({ default: m.ReviewHistoryScreen })));
const AppraisalScreen = lazyScreen(() => import('../features/performance/appraisal-screen').then((m) => ({ default: m.AppraisalScreen })));
const PayrollScreen = lazyScreen(() => import('../features/payroll/payroll-screen').then((m) => ({ default: m.PayrollScreen })));
const PayslipScreen = lazyScreen(() => import('../features/payroll/payslip-screen').then((m) => ({ default: m.PayslipScreen })));
const PrivacyScreen = lazyScreen(() => import('../features/privacy/privacy-screen').then((m) => ({ default: m.PrivacyScreen })));

export type StaffRoutesOptions = {
  /** How to leave for the admin console (another origin); defaults to a full page load. Tests pass a spy. */
  leaveApp?: (url: string) => void;
};

export const createStaffRoutes = ({ leaveApp }: StaffRoutesOptions): RouteObject[] => [
  {
    element: <DocumentTitle />,
    children: [
      { path: paths.root, element: <Navigate to={HOME_PATH} replace /> },
      { path: paths.staff, element: <Navigate to={HOME_PATH} replace /> },
      // The footer's default privacy link (VITE_PRIVACY_URL=/privacy) leads to the portal's own policy.
      { path: '/privacy', element: <Navigate to={paths.privacy} replace /> },
      { path: paths.privacy, element: <ScreenSlot screen={PrivacyScreen} fullScreen /> },
      {
        element: <GuestOnly area="staff" />,
        children: [
          { path: paths.auth.login, element: <ScreenSlot screen={LoginScreen} fullScreen /> },
          { path: paths.auth.newLogin, element: <ScreenSlot screen={NewLoginScreen} fullScreen /> },
          { path: paths.auth.newUser, element: <ScreenSlot screen={NewUserScreen} fullScreen /> },
          { path: paths.auth.forgotPassword, element: <ScreenSlot screen={ForgotPasswordScreen} fullScreen /> },
          { path: paths.auth.codeVerification, element: <ScreenSlot screen={CodeVerificationScreen} fullScreen /> },
          { path: paths.auth.resetPassword, element: <ScreenSlot screen={ResetPasswordScreen} fullScreen /> },
          { path: paths.auth.newPassword, element: <ScreenSlot screen={ResetPasswordScreen} fullScreen /> },
        ],
      },
      {
        element: <RequireArea area="staff" />,
        children: [
          {
            // The header and both screens read the profile: ask for it now, not after the layout's code arrives.
            element: (
              <PrefetchQuery query={accountQueries.staffProfile()}>
                <ScreenSlot screen={StaffLayout} fullScreen />
              </PrefetchQuery>
            ),
            children: [
              { path: paths.dashboard, element: <ScreenSlot screen={DashboardScreen} /> },
              { path: paths.profile, element: <ScreenSlot screen={ProfileScreen} /> },
              { path: paths.profileEdit, element: <ScreenSlot screen={EditContactScreen} /> },
              { path: paths.profileBankDetails, element: <ScreenSlot screen={BankChangeScreen} /> },
              { path: paths.leave, element: <ScreenSlot screen={LeaveScreen} /> },
              { path: paths.leaveRequest, element: <ScreenSlot screen={LeaveRequestScreen} /> },
              { path: paths.leaveDetail, element: <ScreenSlot screen={LeaveDetailScreen} /> },
              { path: paths.leaveUpdate, element: <ScreenSlot screen={LeaveUpdateScreen} /> },
              { path: paths.loans, element: <ScreenSlot screen={LoansScreen} /> },
              { path: paths.loanRequest, element: <ScreenSlot screen={LoanRequestScreen} /> },
              { path: paths.loanDetail, element: <ScreenSlot screen={LoanDetailScreen} /> },
              { path: paths.loanUpdate, element: <ScreenSlot screen={LoanUpdateScreen} /> },
              { path: paths.medical, element: <ScreenSlot screen={MedicalScreen} /> },
              { path: paths.medicalRequest, element: <ScreenSlot screen={MedicalRequestScreen} /> },
              { path: paths.medicalDetail, element: <ScreenSlot screen={MedicalDetailScreen} /> },
              { path: paths.medicalUpdate, element: <ScreenSlot screen={MedicalUpdateScreen} /> },
              { path: paths.schedule, element: <ScreenSlot screen={ScheduleScreen} /> },
              { path: paths.messages, element: <ScreenSlot screen={MessagesScreen} /> },
              { path: paths.notifications, element: <ScreenSlot screen={NotificationsScreen} /> },
              { path: paths.payroll, element: <ScreenSlot screen={PayrollScreen} /> },
              { path: paths.payrollDetail, element: <ScreenSlot screen={PayslipScreen} /> },
              { path: paths.performance, element: <ScreenSlot screen={PerformanceScreen} /> },
              { path: paths.performanceReview, element: <ScreenSlot screen={StaffReviewScreen} /> },
              { path: paths.performanceReviewOnDate, element: <ScreenSlot screen={ReviewHistoryScreen} /> },
              { path: paths.performanceReviewHistory, element: <ScreenSlot screen={ReviewHistoryScreen} /> },
              { path: paths.performanceAppraisal, element: <ScreenSlot screen={AppraisalScreen} /> },
            ],
          },
        ],
      },
      {
        path: '*',
        element: (
          <UnknownPathRedirect currentArea="staff" staffAppUrl={env.staffAppUrl} adminAppUrl={env.adminAppUrl} leaveTo={leaveApp} />
        ),
      },
    ],
  },
];

/**
 * The portal's routes on screen. Whatever escapes every screen's own boundary shows like a failed screen, until the
 * person goes elsewhere.
 */
export function StaffRoutes({ leaveApp }: StaffRoutesOptions) {
  const routes = useMemo(() => createStaffRoutes({ leaveApp }), [leaveApp]);
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return <ScreenErrorBoundary resetKey={pathname}>{element}</ScreenErrorBoundary>;
}
