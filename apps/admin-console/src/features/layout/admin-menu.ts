// The admin menu, once, in the spec's order (section 2). Sidebar and mobile menu both render from it through
// visibleMenu (who may see what) and availableMenu (which screens exist yet). Flip `available` when a screen ships.
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import InsightsIcon from '@mui/icons-material/Insights';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import MailIcon from '@mui/icons-material/Mail';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import { paths } from '../../app/paths';
import type { MenuItem, MenuPermission } from './menu-item';

const read = (tableName: MenuPermission['tableName']): MenuPermission => ({ tableName, action: 'read' });

export const INVENTORY_MENU_ID = 'inventory';

export const adminMenu: MenuItem[] = [
  // The landing screen needs no permission to be listed; without staff:read it explains that itself.
  { id: 'dashboard', label: 'Dashboard', icon: DashboardIcon, path: paths.dashboard, available: true },
  {
    id: 'profiles',
    label: 'Profiles',
    icon: PeopleIcon,
    available: true,
    children: [
      { id: 'profiles-admins', label: 'Admins', path: paths.profilesAdmins, permission: read('users'), available: true },
      { id: 'profiles-staffs', label: 'Staffs', path: paths.profilesStaffs, permission: read('staff'), available: true },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    icon: AssessmentIcon,
    available: true,
    children: [
      { id: 'reports-drivers-license', label: "Driver's License", path: paths.reportsDriversLicense, permission: read('reports'), available: true },
      { id: 'reports-loans', label: 'Loans', path: paths.reportsLoans, permission: read('reports'), available: true },
      { id: 'reports-leave', label: 'Leave', path: paths.reportsLeave, permission: read('reports'), available: true },
      { id: 'reports-medical', label: 'Medical', path: paths.reportsMedical, permission: read('reports'), available: true },
      { id: 'reports-penalties', label: 'Penalties', path: paths.reportsPenalties, permission: read('reports'), available: true },
    ],
  },
  { id: 'performance', label: 'Performance', icon: InsightsIcon, path: paths.performance, permission: read('performance-review'), available: true },
  { id: 'messages', label: 'Messages', icon: MailIcon, path: paths.messages, permission: read('messages'), available: true },
  { id: 'schedule', label: 'Schedule', icon: CalendarMonthIcon, path: paths.schedule, permission: read('schedule'), available: true },
  { id: 'payroll', label: 'Payroll', icon: PaymentsIcon, path: paths.payroll, permission: read('payroll'), available: true },
  { id: 'leaves', label: 'Leaves', icon: EventBusyIcon, path: paths.leaves, permission: read('leave-request'), waitingFor: 'leave-request', available: true },
  { id: 'loans', label: 'Loans', icon: AccountBalanceIcon, path: paths.loans, permission: read('loan-request'), waitingFor: 'loan-request', available: true },
  { id: 'requests', label: 'Requests', icon: AssignmentIcon, path: paths.requests, permission: read('payment-requests'), waitingFor: 'payment-requests', available: true },
  { id: 'medicals', label: 'Medicals', icon: LocalHospitalIcon, path: paths.medicals, permission: read('medical-assistance'), waitingFor: 'medical-assistance', available: true },
  {
    id: INVENTORY_MENU_ID,
    label: 'Inventory',
    icon: Inventory2Icon,
    // Non-admins get no submenu here: the entry links straight to the requisitions list (spec section 6), which
    // the `requisitions` permission opens (a site manager has it alone); the submenu's screens need `inventory`.
    path: paths.inventoryRequisitions,
    permission: read('requisitions'),
    available: true,
    children: [
      { id: 'inventory-procure', label: 'Procure', path: paths.inventoryProcure, permission: read('inventory'), available: true },
      { id: 'inventory-issuance', label: 'Issuance', path: paths.inventoryIssuance, permission: read('inventory'), available: true },
      { id: 'inventory-maintain', label: 'Maintain', path: paths.inventoryMaintain, permission: read('inventory'), available: true },
    ],
  },
  // The settings page opens on departments and job titles; roles and permissions inside it check their own.
  { id: 'settings', label: 'Settings', icon: SettingsIcon, path: paths.settings, permission: read('department'), available: true },
];
