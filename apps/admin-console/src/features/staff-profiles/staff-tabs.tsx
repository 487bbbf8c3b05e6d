// The staff profile's tabs (spec: General Information, Employee Documents, Schedule, Loan History, Leave History,
// Medical Assistance, Payroll). One entry per tab; a tab whose screen is not built yet is simply not listed, and a
// tab the role may not read is hidden.
import type { PermissionResource, StaffDetail } from '@crewbase/domain';
import type { ReactNode } from 'react';
import { StaffLeaveHistoryTab } from '../leave/staff-leave-history-tab';
import { StaffLoanHistoryTab } from '../loans/staff-loan-history-tab';
import { StaffMedicalHistoryTab } from '../medical/staff-medical-history-tab';
import { StaffPayrollTab } from '../payroll/staff-payroll-tab';
import { StaffScheduleTab } from '../schedule/staff-schedule-tab';
import { EmployeeDocumentsTab } from './employee-documents-tab';
import { GeneralInformationTab } from './general-information-tab';

export interface StaffTab {
  id: string;
  label: string;
  /** Read permission the tab needs; none means whoever sees the profile sees the tab. */
  resource?: PermissionResource;
  render: (staff: StaffDetail) => ReactNode;
}

export const staffTabs: StaffTab[] = [
  { id: 'general', label: 'General Information', render: (staff) => <GeneralInformationTab staff={staff} /> },
  { id: 'documents', label: 'Employee Documents', resource: 'employee-documents', render: (staff) => <EmployeeDocumentsTab staffId={staff.id} /> },
  { id: 'schedule', label: 'Schedule', resource: 'schedule', render: (staff) => <StaffScheduleTab staffId={staff.id} /> },
  { id: 'loans', label: 'Loan History', resource: 'loan-request', render: (staff) => <StaffLoanHistoryTab staffId={staff.id} /> },
  { id: 'leave', label: 'Leave History', resource: 'leave-request', render: (staff) => <StaffLeaveHistoryTab staffId={staff.id} /> },
  { id: 'medical', label: 'Medical Assistance', resource: 'medical-assistance', render: (staff) => <StaffMedicalHistoryTab staffId={staff.id} /> },
  { id: 'payroll', label: 'Payroll', resource: 'payroll', render: (staff) => <StaffPayrollTab staffId={staff.id} /> },
];
