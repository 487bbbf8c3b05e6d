// The reports (issue 15), under /admin/reports, each a lazy chunk behind the `reports` read permission, with its
// document title and breadcrumbs.
import { lazyScreen } from '@crewbase/ui';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../app/lazy-element';
import { paths } from '../../app/paths';
import { RequirePermission } from '../access/require-permission';
import type { RouteHandle } from '../layout/route-handle';

const load = <M,>(loader: () => Promise<M>, pick: (m: M) => ComponentType) => lazyScreen(() => loader().then((m) => ({ default: pick(m) })));

const DriversLicenseReport = load(() => import('./drivers-license-report-screen'), (m) => m.DriversLicenseReportScreen);
const LoansReport = load(() => import('./report-screens'), (m) => m.LoansReportScreen);
const LeaveReport = load(() => import('./report-screens'), (m) => m.LeaveReportScreen);
const MedicalReport = load(() => import('./report-screens'), (m) => m.MedicalReportScreen);
const PenaltiesReport = load(() => import('./report-screens'), (m) => m.PenaltiesReportScreen);

const handle = (title: string): RouteHandle => ({
  title,
  breadcrumbs: [{ label: 'Dashboard', to: paths.dashboard }, { label: 'Reports' }, { label: title }],
});

const guarded = (what: string, Screen: ComponentType) => (
  <RequirePermission resource="reports" action="read" what={what}>
    {lazyElement(Screen)}
  </RequirePermission>
);

export const reportsRoutes = (): RouteObject[] => [
  { path: paths.reportsDriversLicense, element: guarded("the driver's licence report", DriversLicenseReport), handle: handle("Driver's Licence Report") },
  { path: paths.reportsLoans, element: guarded('the loans report', LoansReport), handle: handle('Loans Report') },
  { path: paths.reportsLeave, element: guarded('the leave report', LeaveReport), handle: handle('Leave Report') },
  { path: paths.reportsMedical, element: guarded('the medical assistance report', MedicalReport), handle: handle('Medical Assistance Report') },
  { path: paths.reportsPenalties, element: guarded('the penalties report', PenaltiesReport), handle: handle('Penalties Report') },
];
