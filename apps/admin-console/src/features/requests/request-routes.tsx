// The request screens' routes (issue 3: leave, loans, medical assistance, payment requests), each a lazy chunk,
// mounted inside the signed-in admin layout by app/routes.tsx.
import { lazyScreen } from '@crewbase/ui';
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../app/lazy-element';
import { paths } from '../../app/paths';
import type { Breadcrumb, RouteHandle } from '../layout/route-handle';

const LeaveListScreen = lazyScreen(() => import('../leave/leave-list-screen').then((m) => ({ default: m.LeaveListScreen })));
const LeaveDetailScreen = lazyScreen(() => import('../leave/leave-detail-screen').then((m) => ({ default: m.LeaveDetailScreen })));
const AddAbsenceScreen = lazyScreen(() => import('../leave/add-absence-screen').then((m) => ({ default: m.AddAbsenceScreen })));

const dashboard: Breadcrumb = { label: 'Dashboard', to: paths.dashboard };
const handle = (title: string, trail: Breadcrumb[]): RouteHandle => ({ title, breadcrumbs: [dashboard, ...trail, { label: title }] });

export function requestRoutes(): RouteObject[] {
  const leave: Breadcrumb = { label: 'Leave', to: paths.leaves };
  return [
    { path: paths.leaves, element: lazyElement(LeaveListScreen), handle: handle('Leave', []) },
    { path: paths.leaveCreate, element: lazyElement(AddAbsenceScreen), handle: handle('Add Absence', [leave]) },
    { path: paths.leaveDetail, element: lazyElement(LeaveDetailScreen), handle: handle('Leave Request', [leave]) },
  ];
}
