// Every staff portal path in one typed table: routes, links, redirects and the menu all read from here.

export const paths = {
  root: '/',
  staff: '/staff',
  privacy: '/staff/privacy',
  auth: {
    login: '/staff/auth/login',
    newLogin: '/staff/auth/new-login',
    newUser: '/staff/auth/new-user',
    forgotPassword: '/staff/auth/forgot-password',
    codeVerification: '/staff/auth/code-verification',
    resetPassword: '/staff/auth/reset-password',
    /** Same screen as resetPassword (spec section 2). */
    newPassword: '/staff/auth/new-password',
  },
  dashboard: '/staff/dashboard',
  profile: '/staff/profile',
  profileEdit: '/staff/profile/edit',
  profileBankDetails: '/staff/profile/bank-details',
  // Screens of later features (spec section 2): listed now so the menu and header titles have one source.
  messages: '/staff/messages',
  notifications: '/staff/notifications',
  schedule: '/staff/schedule',
  payroll: '/staff/payroll',
  payrollDetail: '/staff/payroll/:id',
  loans: '/staff/loans',
  loanRequest: '/staff/loans/request',
  loanDetail: '/staff/loans/:id',
  loanUpdate: '/staff/loans/:id/update',
  leave: '/staff/leave',
  leaveRequest: '/staff/leave/request',
  leaveDetail: '/staff/leave-request/:id',
  leaveUpdate: '/staff/leave-request/:id/update',
  medical: '/staff/medical-assistance',
  medicalRequest: '/staff/medical-assistance/request',
  medicalDetail: '/staff/medical-assistance/:id',
  medicalUpdate: '/staff/medical-assistance/:id/update',
  performance: '/staff/performance',
  performanceAppraisal: '/staff/performance/appraisals/:id',
  performanceReview: '/staff/performance/reviews/:id',
  performanceReviewOnDate: '/staff/performance/reviews/:reviewDate/:id',
  performanceReviewHistory: '/staff/performance/review-history/:reviewDate/:id',
} as const;

/** Where a signed-in person lands when nothing better is known. */
export const HOME_PATH = paths.dashboard;
