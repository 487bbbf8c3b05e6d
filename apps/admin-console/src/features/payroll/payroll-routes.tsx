// The payroll screens (issue 14), under /admin/payroll, each a lazy chunk behind the payroll permission it needs:
// pay runs and payslips, a pay run's page, one payslip ("Payroll ID"), and the payroll settings.
import type { PermissionAction } from '@crewbase/domain';
import { lazyScreen } from '@crewbase/ui';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../app/lazy-element';
import { paths } from '../../app/paths';
import { RequirePermission } from '../access/require-permission';
import type { Breadcrumb, RouteHandle } from '../layout/route-handle';

const load = <M,>(loader: () => Promise<M>, pick: (m: M) => ComponentType) => lazyScreen(() => loader().then((m) => ({ default: pick(m) })));

const PayrollScreen = load(() => import('./payroll-screen'), (m) => m.PayrollScreen);
const PayRunScreen = load(() => import('./pay-run-screen'), (m) => m.PayRunScreen);
const PayslipScreen = load(() => import('./payslip-screen'), (m) => m.PayslipScreen);
const PayrollSettingsScreen = load(() => import('./payroll-settings-screen'), (m) => m.PayrollSettingsScreen);

const payroll: Breadcrumb = { label: 'Payroll', to: paths.payroll };
const handle = (title: string, trail: Breadcrumb[] = []): RouteHandle => ({
  title,
  breadcrumbs: [{ label: 'Dashboard', to: paths.dashboard }, ...trail, { label: title }],
});
/** A record's own page: its reference beside the title ("Payroll ID #3f2a9c1b"). */
const recordHandle = (title: string): RouteHandle => ({ ...handle(title, [payroll]), referenceParam: 'id' });

const guarded = (action: PermissionAction, what: string, Screen: ComponentType) => (
  <RequirePermission resource="payroll" action={action} what={what}>
    {lazyElement(Screen)}
  </RequirePermission>
);

export const payrollRoutes = (): RouteObject[] => [
  { path: paths.payroll, element: guarded('read', 'payroll', PayrollScreen), handle: handle('Payroll') },
  { path: paths.payrollSettings, element: guarded('read', 'payroll settings', PayrollSettingsScreen), handle: handle('Payroll Settings', [payroll]) },
  { path: paths.payrollRunDetail, element: guarded('read', 'pay runs', PayRunScreen), handle: recordHandle('Pay Run') },
  { path: paths.payrollDetail, element: guarded('read', 'payslips', PayslipScreen), handle: recordHandle('Payroll ID') },
];
