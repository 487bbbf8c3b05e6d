// /admin/loans/{id}: one loan with the decisions its state allows (approve with amount and installments, decline,
// disburse creating the repayment plan, mark the next installment paid), the plan, delete and the audit trail.
import { leaveQueries } from '@crewbase/data-access-leave';
import { loanQueries, useDeleteLoanRequest, useLoanDecision, useSetInstallmentPaid } from '@crewbase/data-access-loans';
import { loanWorkflow, type LoanRequestDetail } from '@crewbase/domain';
import { formatDate, formatMoney, useConfirmedAction } from '@crewbase/ui';
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
import { LoanApproveDialog } from './loan-approve-dialog';
import { LoanDisburseDialog } from './loan-disburse-dialog';
import { RepaymentPlanTable } from './repayment-plan-table';
import { decisionProblem } from '../requests/decision-error';
import { useRouteNotice } from '../../shared/use-route-notice';

const BACK = { backTo: paths.loans, backLabel: 'All loans' };
const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

export function LoanDetailScreen() {
  const { id = '' } = useParams();
  const loan = useQuery(loanQueries.adminDetail(id));
  if (!loan.data) {
    return <RequestDetailFallback isPending={loan.isPending} error={loan.error} onRetry={() => void loan.refetch()} noun="loan" {...BACK} />;
  }
  return <LoanDetail loan={loan.data} />;
}

function LoanDetail({ loan }: { loan: LoanRequestDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('loan-request');
  const decide = useLoanDecision();
  const setPaid = useSetInstallmentPaid();
  const remove = useDeleteLoanRequest();
  const settings = useQuery({ ...leaveQueries.requestSettings(), enabled: can('approve') && loan.status === 'PENDING' });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: loanQueries.all() });
  const confirmed = useConfirmedAction({ describeError: decisionProblem, onConflict: refresh });
  // The notice the create screen left ("Loan request added."), until an action here says something newer.
  const routeNotice = useRouteNotice();
  const who = loan.staff.fullName;
  const nextInstallment = loan.repaymentPlan.find((installment) => installment.status === 'UNPAID');
  const decision = confirmDecisionFor(loanWorkflow, (key: 'decline', note) => decide.mutateAsync({ id: loan.id, decision: key, note }));

  const decisions = offeredDecisions(loanWorkflow, loan.status, can('approve'), {
    approve: {
      key: 'approve',
      label: 'Approve',
      doneMessage: 'Loan approved.',
      renderForm: (controls) => (
        <LoanApproveDialog
          loan={loan}
          maxRepaymentMonths={settings.data?.loanMaxRepaymentMonths}
          onSubmit={(input) => decide.mutateAsync({ id: loan.id, decision: 'approve', ...input })}
          {...controls}
        />
      ),
    },
    decline: decision('decline', 'Decline', 'Decline this loan?', `${who}'s request for ${formatMoney(loan.amountRequested)} is refused.`, 'Loan declined.', 'danger'),
    disburse: {
      key: 'disburse',
      label: 'Disburse',
      doneMessage: 'Loan disbursed; the repayment plan is set.',
      renderForm: (controls) => (
        <LoanDisburseDialog loan={loan} onSubmit={(input) => decide.mutateAsync({ id: loan.id, decision: 'disburse', ...input })} {...controls} />
      ),
    },
    ...(nextInstallment && {
      setInstallmentPaid: {
        key: 'setInstallmentPaid',
        label: `Mark installment ${nextInstallment.number} as paid`,
        confirmTitle: `Mark installment ${nextInstallment.number} as paid?`,
        confirmDescription: `${formatMoney(nextInstallment.amount)} due ${formatDate(nextInstallment.dueDate)} is recorded as repaid by ${who}.`,
        confirmLabel: 'Mark as Paid',
        doneMessage: `Installment ${nextInstallment.number} marked as paid.`,
        run: () => setPaid.mutateAsync({ id: loan.id, installmentId: nextInstallment.id }),
      },
    }),
  });

  return (
    <>
      {confirmed.notice ?? routeNotice}
      <RequestDetailLayout
        heading={`Loan of ${who}`}
        status={loan.status}
        detailsLabel="Loan details"
        details={[
          { label: 'Staff', value: <StaffLink staff={loan.staff} /> },
          { label: 'Amount requested', value: formatMoney(loan.amountRequested) },
          { label: 'Approved amount', value: formatMoney(loan.amount) },
          { label: loan.amount ? 'Repayment plan' : 'Repayment asked for', value: `${months(loan.repaymentMonths)}, monthly` },
          { label: 'Reason', value: loan.reason },
          { label: 'Decision note', value: loan.decisionNote },
          { label: 'Disbursed on', value: formatDate(loan.disbursedAt) },
          { label: 'Repaid so far', value: loan.disbursedAt ? formatMoney(loan.amountPaid) : null },
          { label: 'Still owed', value: loan.disbursedAt ? formatMoney(loan.amountOutstanding) : null },
          { label: 'Requested on', value: formatDate(loan.createdAt) },
        ]}
        decisionPanel={
          <DecisionPanel
            decisions={decisions}
            onConflict={refresh}
            noDecisionText={can('approve') ? 'No decision is open on this loan.' : 'Your role may not decide on loans.'}
          />
        }
        auditEntries={toAuditEntries(loan.history)}
        {...BACK}
      >
        {loan.repaymentPlan.length > 0 && <RepaymentPlanTable installments={loan.repaymentPlan} />}
        {can('delete') && adminMay(loanWorkflow, 'delete', loan.status) && (
          <div>
            <Button
              variant="danger"
              onClick={() =>
                confirmed.ask({
                  title: 'Delete this loan?',
                  description: `${who}'s loan is removed from every list. This cannot be undone.`,
                  confirmLabel: 'Delete',
                  tone: 'danger',
                  doneMessage: 'Loan deleted.',
                  run: async () => {
                    await remove.mutateAsync(loan.id);
                    navigate(paths.loans, { replace: true, state: { notice: 'Loan deleted.' } });
                  },
                })
              }
            >
              Delete loan
            </Button>
          </div>
        )}
      </RequestDetailLayout>
      {confirmed.dialog}
    </>
  );
}
