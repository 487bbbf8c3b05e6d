// Bank-detail change routes (Profiles), inside the admin layout; staff:read to look, staff:approve to decide.
import { lazyScreen } from '@crewbase/ui';
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../app/lazy-element';
import { paths } from '../../app/paths';
import { RequirePermission } from '../access/require-permission';
import type { Breadcrumb, RouteHandle } from '../layout/route-handle';

const ListScreen = lazyScreen(() => import('./bank-detail-change-list-screen').then((m) => ({ default: m.BankDetailChangeListScreen })));
const DetailScreen = lazyScreen(() => import('./bank-detail-change-detail-screen').then((m) => ({ default: m.BankDetailChangeDetailScreen })));

const trail = (...more: Breadcrumb[]): Breadcrumb[] => [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Staffs', to: paths.profilesStaffs },
  ...more,
];
const handle = (title: string, breadcrumbs: Breadcrumb[]): RouteHandle => ({ title, breadcrumbs });

export const bankDetailChangeRoutes = (): RouteObject[] => [
  {
    element: <RequirePermission resource="staff" action="read" what="bank-detail changes" />,
    children: [
      { path: paths.bankDetailChanges, element: lazyElement(ListScreen), handle: handle('Bank-detail changes', trail({ label: 'Bank-detail changes' })) },
      {
        path: paths.bankDetailChangeDetail,
        element: lazyElement(DetailScreen),
        handle: handle('Bank-detail change', trail({ label: 'Bank-detail changes', to: paths.bankDetailChanges }, { label: 'Bank-detail change' })),
      },
    ],
  },
];
