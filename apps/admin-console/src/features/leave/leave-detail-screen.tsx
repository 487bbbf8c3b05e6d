// /admin/leave-mgt/{id}: one leave request with the staff member's balance, the decisions its state allows
// (approve, reject, cancel), delete, and the audit trail.
import { leaveQueries, useLeaveDecision, type LeaveDecision } from '@crewbase/data-access-leave';
import { leaveWorkflow, type LeaveRequestDetail } from '@crewbase/domain';
import { formatDate, useConfirmedAction } from '@crewbase/ui';
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
import { leaveDays } from './leave-days';
import { useLeaveActions } from './use-leave-actions';
import { decisionProblem } from '../requests/decision-error';
import { useRouteNotice } from '../../shared/use-route-notice';

const BACK = { backTo: paths.leaves, backLabel: 'All leave requests' };

export function LeaveDetailScreen() {
  const { id = '' } = useParams();
  const leave = useQuery(leaveQueries.adminDetail(id));
  if (!leave.data) {
    return <RequestDetailFallback isPending={leave.isPending} error={leave.error} onRetry={() => void leave.refetch()} noun="leave request" {...BACK} />;
  }
  return <LeaveDetail leave={leave.data} />;
}

function LeaveDetail({ leave }: { leave: LeaveRequestDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('leave-request');
  const decide = useLeaveDecision();
  const balances = useQuery({ ...leaveQueries.staffBalances(leave.staff.id, Number(leave.startDate.slice(0, 4))), enabled: can('read') });
  // The balance of the request's own type, in the year it starts.
  const typeBalance = balances.data?.find((b) => b.leaveType.id === leave.leaveType.id);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: leaveQueries.all() });
  const confirmed = useConfirmedAction({ describeError: decisionProblem, onConflict: refresh });
  // The notice the create screen left ("Loan request added."), until an action here says something newer.
  const routeNotice = useRouteNotice();
  const actions = useLeaveActions();
  const who = leave.staff.fullName;
  const span = `${formatDate(leave.startDate)} to ${formatDate(leave.endDate)}`;

  const decision = confirmDecisionFor(leaveWorkflow, (key: LeaveDecision, note) => decide.mutateAsync({ id: leave.id, decision: key, note }));

  const decisions = offeredDecisions(leaveWorkflow, leave.status, can('approve'), {
    approve: decision('approve', 'Approve', 'Approve this leave?', `${who} is off ${span} (${leaveDays(leave.days)}).`, 'Leave approved.'),
    reject: decision('reject', 'Reject', 'Reject this leave?', `${who}'s request for ${span} is refused and the days go back to their balance.`, 'Leave rejected.', 'danger'),
    cancel: decision('cancel', 'Cancel leave', 'Cancel this leave?', `${who}'s approved leave for ${span} is cancelled and the days go back to their balance.`, 'Leave cancelled.', 'danger'),
  });

  return (
    <>
      {confirmed.notice ?? routeNotice}
      <RequestDetailLayout
        heading={`Leave of ${who}`}
        status={leave.status}
        detailsLabel="Leave request details"
        details={[
          { label: 'Staff', value: <StaffLink staff={leave.staff} /> },
          { label: 'Leave type', value: leave.leaveType.paid ? leave.leaveType.name : `${leave.leaveType.name} (unpaid)` },
          { label: 'Start date', value: formatDate(leave.startDate) },
          { label: 'End date', value: formatDate(leave.endDate) },
          { label: 'Working days', value: leaveDays(leave.days) },
          { label: 'Reason', value: leave.reason },
          { label: 'Decision note', value: leave.decisionNote },
          { label: 'Requested on', value: formatDate(leave.createdAt) },
          {
            label: `${leave.leaveType.name} balance ${typeBalance?.year ?? ''}`.trim(),
            value: typeBalance
              ? typeBalance.leaveType.countsAgainstBalance
                ? `${typeBalance.remaining} of ${typeBalance.entitlement} days left (${typeBalance.used} taken, ${typeBalance.pending} pending)`
                : `No yearly limit (${typeBalance.used} taken, ${typeBalance.pending} pending)`
              : balances.isError
                ? 'Could not be loaded'
                : null,
          },
        ]}
        decisionPanel={
          <DecisionPanel
            decisions={decisions}
            onConflict={refresh}
            noDecisionText={can('approve') ? `No decision is open on ${leave.status.toLowerCase()} leave.` : 'Your role may not decide on leave.'}
          />
        }
        auditEntries={toAuditEntries(leave.history)}
        {...BACK}
      >
        {can('delete') && adminMay(leaveWorkflow, 'delete', leave.status) && (
          <div>
            <Button
              variant="danger"
              onClick={() => confirmed.ask(actions.remove(leave, () => navigate(paths.leaves, { replace: true, state: { notice: 'Leave request deleted.' } })))}
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
