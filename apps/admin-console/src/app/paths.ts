// Every route of the console, typed once; screens and menus link through this table instead of string literals.
export const paths = {
  root: '/',
  admin: '/admin',
  login: '/admin/auth/login',
  privacy: '/admin/privacy',
  dashboard: '/admin/dashboard',
  profile: '/admin/profile',
  updateProfile: '/admin/update-profile',
  // Screens the menu already names (spec section 2); each comes to life when its feature ships.
  profilesAdmins: '/admin/profiles/admins',
  profilesStaffs: '/admin/profiles/staffs',
  reportsDriversLicense: '/admin/reports/drivers-license',
  reportsLoans: '/admin/reports/staff-loans',
  reportsLeave: '/admin/reports/staff-leaves',
  reportsMedical: '/admin/reports/staff-medicals',
  reportsPenalties: '/admin/reports/staff-penalties',
  performance: '/admin/performance',
  messages: '/admin/messages',
  schedule: '/admin/staff-schedule',
  payroll: '/admin/payroll',
  leaves: '/admin/leave-mgt',
  loans: '/admin/loans',
  requests: '/admin/requests',
  medicals: '/admin/medical-assistance',
  // Request screens (issue 3): `:id` routes are filled with react-router's generatePath.
  leaveCreate: '/admin/leave-mgt/create',
  leaveDetail: '/admin/leave-mgt/:id',
  loanCreate: '/admin/loans/create',
  loanDetail: '/admin/loans/:id',
  medicalCreate: '/admin/medical-assistance/create',
  medicalDetail: '/admin/medical-assistance/:id',
  requestCreate: '/admin/requests/create',
  requestDetail: '/admin/requests/:id',
  inventoryProcure: '/admin/inventory/procure',
  inventoryIssuance: '/admin/inventory/issuance',
  inventoryMaintain: '/admin/inventory/maintain',
  inventoryRequisitions: '/admin/inventory/requisitions',
  settings: '/admin/settings',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

