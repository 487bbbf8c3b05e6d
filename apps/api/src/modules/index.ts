// Every module's routes, in registration order; buildApp registers them in one loop.
import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admins';
import { authRoutes } from './auth';
import { bankDetailChangeRoutes } from './bank-detail-changes';
import { dashboardRoutes } from './dashboard';
import { departmentRoutes } from './department';
import { employeeDocumentRoutes } from './employee-documents';
import { inventoryRoutes } from './inventory';
import { jobTitleRoutes } from './job-title';
import { jobRoutes } from './jobs';
import { leaveRequestRoutes } from './leave-requests';
import { leaveTypeRoutes } from './leave-type';
import { publicHolidayRoutes } from './public-holiday';
import { loanRequestRoutes } from './loan-requests';
import { locationRoutes } from './location';
import { mailOutboxRoutes } from './mail-outbox';
import { medicalAssistanceRoutes } from './medical-assistance';
import { messagesRoutes } from './messages';
import { notificationRoutes } from './notifications';
import { paymentRequestRoutes } from './payment-requests';
import { payrollRoutes } from './payroll';
import { performanceRoutes } from './performance';
import { permissionRoutes } from './permissions';
import { profileRoutes } from './profile';
import { reportRoutes } from './reports';
import { requestSettingsRoutes } from './request-settings';
import { roleRoutes } from './roles';
import { scheduleRoutes } from './schedule';
import { shiftTemplateRoutes } from './shift-templates';
import { staffImportRoutes, staffRoutes } from './staff';
import { staffRoleRoutes } from './staff-role';
import { systemRoutes } from './system';

export const apiModules: readonly FastifyPluginAsync[] = [
  systemRoutes,
  authRoutes,
  profileRoutes,
  dashboardRoutes,
  staffRoutes,
  staffImportRoutes,
  bankDetailChangeRoutes,
  mailOutboxRoutes,
  requestSettingsRoutes,
  leaveTypeRoutes,
  publicHolidayRoutes,
  leaveRequestRoutes,
  loanRequestRoutes,
  medicalAssistanceRoutes,
  paymentRequestRoutes,
  departmentRoutes,
  jobTitleRoutes,
  staffRoleRoutes,
  locationRoutes,
  permissionRoutes,
  roleRoutes,
  adminRoutes,
  employeeDocumentRoutes,
  messagesRoutes,
  notificationRoutes,
  scheduleRoutes,
  shiftTemplateRoutes,
  jobRoutes,
  performanceRoutes,
  payrollRoutes,
  inventoryRoutes,
  reportRoutes,
];
