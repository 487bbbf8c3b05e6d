// The request screens' routes (issue 3: leave, loans, medical assistance, payment requests), each a lazy chunk,
// mounted inside the signed-in admin layout by app/routes.tsx.
import { lazyScreen } from '@crewbase/ui';
import type { PermissionResource } from '@crewbase/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../app/lazy-element';
import { paths } from '../../app/paths';
import { RequirePermission } from '../access/require-permission';
import type { Breadcrumb, RouteHandle } from '../layout/route-handle';

const LeaveListScreen = lazyScreen(() => import('../leave/leave-list-screen').then((m) => ({ default: m.LeaveListScreen })));
const LeaveDetailScreen = lazyScreen(() => import('../leave/leave-detail-screen').then((m) => ({ default: m.LeaveDetailScreen })));
const WhoIsOutScreen = lazyScreen(() => import('../leave/who-is-out-screen').then((m) => ({ default: m.WhoIsOutScreen })));
const AddAbsenceScreen = lazyScreen(() => import('../leave/add-absence-screen').then((m) => ({ default: m.AddAbsenceScreen })));
const LoanListScreen = lazyScreen(() => import('../loans/loan-list-screen').then((m) => ({ default: m.LoanListScreen })));
const LoanDetailScreen = lazyScreen(() => import('../loans/loan-detail-screen').then((m) => ({ default: m.LoanDetailScreen })));
const NewLoanScreen = lazyScreen(() => import('../loans/new-loan-screen').then((m) => ({ default: m.NewLoanScreen })));
const MedicalListScreen = lazyScreen(() => import('../medical/medical-list-screen').then((m) => ({ default: m.MedicalListScreen })));
const MedicalDetailScreen = lazyScreen(() => import('../medical/medical-detail-screen').then((m) => ({ default: m.MedicalDetailScreen })));
const NewMedicalScreen = lazyScreen(() => import('../medical/new-medical-screen').then((m) => ({ default: m.NewMedicalScreen })));
const PaymentRequestListScreen = lazyScreen(() =>
  import('../payment-requests/payment-request-list-screen').then((m) => ({ default: m.PaymentRequestListScreen })),
);
const PaymentRequestDetailScreen = lazyScreen(() =>
  import('../payment-requests/payment-request-detail-screen').then((m) => ({ default: m.PaymentRequestDetailScreen })),
);
const NewPaymentRequestScreen = lazyScreen(() =>
  import('../payment-requests/new-payment-request-screen').then((m) => ({ default: m.NewPaymentRequestScreen })),
);

const dashboard: Breadcrumb = { label: 'Dashboard', to: paths.dashboard };
const handle = (title: string, trail: Breadcrumb[]): RouteHandle => ({ title, breadcrumbs: [dashboard, ...trail, { label: title }] });
/** A request's own page: its reference beside the title. */
const detailHandle = (title: string, trail: Breadcrumb[]): RouteHandle => ({ ...handle(title, trail), referenceParam: 'id' });

/** A request an admin raises opens only for a role that may finish it; a forced address shows the no-access screen. */
const creating = (resource: PermissionResource, what: string, Screen: ComponentType) => (
  <RequirePermission resource={resource} action="create" what={what}>
    {lazyElement(Screen)}
  </RequirePermission>
);

export function requestRoutes(): RouteObject[] {
  const leave: Breadcrumb = { label: 'Leave', to: paths.leaves };
  const loans: Breadcrumb = { label: 'Loans', to: paths.loans };
  const medical: Breadcrumb = { label: 'Medical Assistance', to: paths.medicals };
  const requests: Breadcrumb = { label: 'Requests', to: paths.requests };
  return [
    { path: paths.leaves, element: lazyElement(LeaveListScreen), handle: handle('Leave', []) },
    { path: paths.leaveCalendar, element: lazyElement(WhoIsOutScreen), handle: handle('Who Is Out', [leave]) },
    { path: paths.leaveCreate, element: creating('leave-request', 'new absences', AddAbsenceScreen), handle: handle('Add Absence', [leave]) },
    { path: paths.leaveDetail, element: lazyElement(LeaveDetailScreen), handle: detailHandle('Leave Request', [leave]) },
    { path: paths.loans, element: lazyElement(LoanListScreen), handle: handle('Loans', []) },
    { path: paths.loanCreate, element: creating('loan-request', 'new loans', NewLoanScreen), handle: handle('New Loan', [loans]) },
    { path: paths.loanDetail, element: lazyElement(LoanDetailScreen), handle: detailHandle('Loan', [loans]) },
    { path: paths.medicals, element: lazyElement(MedicalListScreen), handle: handle('Medical Assistance', []) },
    { path: paths.medicalCreate, element: creating('medical-assistance', 'new medical assistance requests', NewMedicalScreen), handle: handle('New Medical Assistance', [medical]) },
    { path: paths.medicalDetail, element: lazyElement(MedicalDetailScreen), handle: detailHandle('Medical Assistance Request', [medical]) },
    { path: paths.requests, element: lazyElement(PaymentRequestListScreen), handle: handle('Requests', []) },
    { path: paths.requestCreate, element: creating('payment-requests', 'new payment requests', NewPaymentRequestScreen), handle: handle('New Request', [requests]) },
    { path: paths.requestDetail, element: lazyElement(PaymentRequestDetailScreen), handle: detailHandle('Payment Request', [requests]) },
  ];
}
