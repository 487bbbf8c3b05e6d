// /admin/requests/{id}: one payment request with the decisions its state allows (approve, deny, disburse),
// delete and the audit trail.
import {
  paymentRequestQueries,
  useDeletePaymentRequest,
  usePaymentRequestDecision,
  type PaymentRequestDecision,
} from '@crewbase/data-access-payment-requests';
import { paymentRequestWorkflow, requestCategoryLabel, type PaymentRequestDetail } from '@crewbase/domain';
import { formatDate, formatMoney, StatusChip, useConfirmedAction } from '@crewbase/ui';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { toAuditEntries } from '../requests/audit-entries';
import { confirmDecisionFor, DecisionPanel } from '../requests/decision-panel';
import { adminMay, offeredDecisions } from '../requests/offered-decisions';
import { RequestDetailFallback, RequestDetailLayout } from '../requests/request-detail-layout';
import { StaffLink } from '../requests/staff-link';
import { useAdminCan } from '../access/use-can';
import { decisionProblem } from '../requests/decision-error';
import { useRouteNotice } from '../../shared/use-route-notice';

const BACK = { backTo: paths.requests, backLabel: 'All requests' };

export function PaymentRequestDetailScreen() {
  const { id = '' } = useParams();
  const request = useQuery(paymentRequestQueries.detail(id));
  if (!request.data) {
    return (
      <RequestDetailFallback isPending={request.isPending} error={request.error} onRetry={() => void request.refetch()} noun="payment request" {...BACK} />
    );
  }
  return <PaymentRequestDetailView request={request.data} />;
}

function PaymentRequestDetailView({ request }: { request: PaymentRequestDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('payment-requests');
  const decide = usePaymentRequestDecision();
  const remove = useDeletePaymentRequest();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: paymentRequestQueries.all() });
  const confirmed = useConfirmedAction({ describeError: decisionProblem, onConflict: refresh });
  // The notice the create screen left ("Loan request added."), until an action here says something newer.
  const routeNotice = useRouteNotice();
  const who = request.staff.fullName;
  const amount = formatMoney(request.amount);
  const category = requestCategoryLabel(request.category);

  const decision = confirmDecisionFor(paymentRequestWorkflow, (key: PaymentRequestDecision, note) => decide.mutateAsync({ id: request.id, decision: key, note }));

  const decisions = offeredDecisions(paymentRequestWorkflow, request.status, can('approve'), {
    approve: decision('approve', 'Approve', 'Approve this request?', `${amount} (${category}) for ${who} is approved; the money goes out when you disburse it.`, 'Payment request approved.'),
    deny: decision('deny', 'Deny', 'Deny this request?', `The ${category} request of ${amount} for ${who} is refused.`, 'Payment request denied.', 'danger'),
    disburse: decision('disburse', 'Disburse', 'Disburse this request?', `${amount} is disbursed for ${who}: the request becomes issued and is marked paid.`, 'Payment request disbursed.'),
  });

  return (
    <>
      {confirmed.notice ?? routeNotice}
      <RequestDetailLayout
        heading={`${category} request for ${who}`}
        status={request.status}
        detailsLabel="Payment request details"
        details={[
          { label: 'Staff', value: <StaffLink staff={request.staff} /> },
          { label: 'Category', value: category },
          { label: 'Amount', value: amount },
          { label: 'Description', value: request.description },
          { label: 'Paid', value: <StatusChip status={request.paid} /> },
          { label: 'Issued on', value: formatDate(request.issuedAt) },
          { label: 'Decision note', value: request.decisionNote },
          { label: 'Created on', value: formatDate(request.createdAt) },
        ]}
        decisionPanel={
          <DecisionPanel
            decisions={decisions}
            onConflict={refresh}
            noDecisionText={can('approve') ? 'No decision is open on this request.' : 'Your role may not decide on payment requests.'}
          />
        }
        auditEntries={toAuditEntries(request.history)}
        {...BACK}
      >
        {can('delete') && adminMay(paymentRequestWorkflow, 'delete', request.status) && (
          <div>
            <Button
              variant="danger"
              onClick={() =>
                confirmed.ask({
                  title: 'Delete this request?',
                  description: `The ${category} request for ${who} is removed from every list. This cannot be undone.`,
                  confirmLabel: 'Delete',
                  tone: 'danger',
                  doneMessage: 'Payment request deleted.',
                  run: async () => {
                    await remove.mutateAsync(request.id);
                    navigate(paths.requests, { replace: true, state: { notice: 'Payment request deleted.' } });
                  },
                })
              }
            >
              Delete request
            </Button>
          </div>
        )}
      </RequestDetailLayout>
      {confirmed.dialog}
    </>
  );
}
