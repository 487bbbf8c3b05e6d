// The one filter every report takes (issue 15): a date range (by default the spec's 12-month window), department,
// location, status and staff. It travels as the list language (`filter=date||$gte||2026-01-01`, ...), so the table,
// its metrics (`/metrics`) and its export (`/export`) read exactly the same rows: the API parses all three with the
// same resource whitelist.
import { z } from 'zod';
import { filterOperatorSchema, type ListFilter } from '../list-query';
import { addMonthsClamped, daysInMonth, type CalendarDate } from '../requests/calendar';

/** The spec's report endpoints, under /api/admin/reports/. */
export const reportNames = ['driver-licenses', 'loan-requests', 'leave-requests', 'medical-assistance', 'penalty'] as const;
export const reportNameSchema = z.enum(reportNames);
export type ReportName = z.infer<typeof reportNameSchema>;

/** The admin console's screen for each report (spec: /admin/reports/<screen>) and its menu label. */
export const reportScreens: Record<ReportName, { screen: string; menuLabel: string; title: string }> = {
  'driver-licenses': { screen: 'drivers-license', menuLabel: "Driver's License", title: "Driver's licences" },
  'loan-requests': { screen: 'staff-loans', menuLabel: 'Loans', title: 'Loans' },
  'leave-requests': { screen: 'staff-leaves', menuLabel: 'Leave', title: 'Leave' },
  'medical-assistance': { screen: 'staff-medicals', menuLabel: 'Medical', title: 'Medical assistance' },
  penalty: { screen: 'staff-penalties', menuLabel: 'Penalties', title: 'Penalties' },
};

/** The list fields the shared filter uses; every report whitelists them under these names. */
export const reportFilterFields = {
  /** The report's own date (see `reportDateLabels`): `$gte` from, `$lte` to, both days included. */
  date: 'date',
  department: 'department.id',
  location: 'location.id',
  status: 'status',
  staff: 'staff.id',
} as const;

/** What `date` stands for in each report. */
export const reportDateLabels: Record<ReportName, string> = {
  'driver-licenses': 'Expiry date',
  'loan-requests': 'Requested on',
  'leave-requests': 'Start date',
  'medical-assistance': 'Requested on',
  penalty: 'Penalty date',
};

/**
 * Whether the report applies the 12-month window when the query gives no `date` filter. The licence report does
 * not: it lists every licence held (an expiry two years out is still a licence to follow), and its date filter is
 * on the expiry date.
 */
export const reportUsesDefaultWindow: Record<ReportName, boolean> = {
  'driver-licenses': false,
  'loan-requests': true,
  'leave-requests': true,
  'medical-assistance': true,
  penalty: true,
};

export interface ReportWindow {
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * The spec's 12-month window on `today`: the current month and the eleven before it, from the first day of the
 * earliest to the last day of the current one (the month list stops at the current month).
 */
export function reportDefaultWindow(today: CalendarDate): ReportWindow {
  const [y, m] = today.split('-').map(Number);
  const from = addMonthsClamped(`${today.slice(0, 7)}-01`, -11);
  const to = `${today.slice(0, 7)}-${String(daysInMonth(y, m)).padStart(2, '0')}`;
  return { from, to };
}

/** The months `YYYY-MM` of a window, oldest first (the by-month charts have a point for each, zero included). */
export function reportMonths(window: ReportWindow): string[] {
  const months: string[] = [];
  let month = `${window.from.slice(0, 7)}-01`;
  const last = window.to.slice(0, 7);
  while (month.slice(0, 7) <= last && months.length < 240) {
    months.push(month.slice(0, 7));
    month = addMonthsClamped(month, 1);
  }
  return months;
}

/** The shared filter as a screen holds it. */
export const reportFilterSchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  departmentId: z.uuid().optional(),
  locationId: z.uuid().optional(),
  /** One or more statuses of the report's own status list. */
  status: z.array(z.string()).optional(),
  staffId: z.uuid().optional(),
});
export type ReportFilter = z.infer<typeof reportFilterSchema>;

/** The shared filter in the list language: what the table, the metrics and the export are each called with. */
export function reportListFilters(filter: ReportFilter): ListFilter[] {
  const f = reportFilterFields;
  const filters: ListFilter[] = [];
  if (filter.from) filters.push({ field: f.date, operator: '$gte', value: filter.from });
  if (filter.to) filters.push({ field: f.date, operator: '$lte', value: filter.to });
  if (filter.departmentId) filters.push({ field: f.department, operator: '$eq', value: filter.departmentId });
  if (filter.locationId) filters.push({ field: f.location, operator: '$eq', value: filter.locationId });
  if (filter.status?.length === 1) filters.push({ field: f.status, operator: '$eq', value: filter.status[0] });
  if (filter.status && filter.status.length > 1) filters.push({ field: f.status, operator: '$in', value: filter.status.join(',') });
  if (filter.staffId) filters.push({ field: f.staff, operator: '$eq', value: filter.staffId });
  return filters;
}

/** One list filter as JSON (the filters a metric card applies to the table). */
export const listFilterSchema = z.object({ field: z.string(), operator: filterOperatorSchema, value: z.string() });
