// The staff side menu (spec section 2), in the spec's order. A feature switches its item on with `available`
// when its screen ships, so the menu never links to a placeholder.
import type { SvgIconComponent } from '@mui/icons-material';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { paths } from '../../app/paths';

export type StaffMenuItem = {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** True once the item's screen exists. */
  available: boolean;
};

export const staffMenuItems: readonly StaffMenuItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: DashboardOutlined, available: true },
  { label: 'Messages', to: paths.messages, icon: MailOutlined, available: true },
  { label: 'Profile', to: paths.profile, icon: PersonOutlined, available: true },
  { label: 'Schedule', to: paths.schedule, icon: CalendarMonthOutlined, available: true },
  { label: 'Payroll', to: paths.payroll, icon: PaymentsOutlined, available: true },
  { label: 'Loans', to: paths.loans, icon: RequestQuoteOutlined, available: true },
  { label: 'Leave', to: paths.leave, icon: EventBusyOutlined, available: true },
  { label: 'Medical', to: paths.medical, icon: MedicalServicesOutlined, available: true },
  { label: 'Performance', to: paths.performance, icon: InsightsOutlined, available: true },
];

export const availableStaffMenuItems = staffMenuItems.filter((item) => item.available);
