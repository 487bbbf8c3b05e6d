// /staff/loans/{id} ("Loan ID"): one loan, its repayment plan once disbursed, its history, and what the person may
// still do with it (the loan workflow in @crewbase/domain decides: change or withdraw while pending).
import { loanQueries, useWithdrawLoanRequest } from '@crewbase/data-access-loans';
import { availableActions, loanWorkflow } from '@crewbase/domain';
import { formatDate, formatMoney, PageSpinner } from '@crewbase/ui';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { generatePath, useLocation, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { RequestDetailLayout } from '../requests/request-detail-layout';
import { RequestLoadError } from '../requests/request-load-error';
import { routeNotice } from '../requests/route-notice';
import { useWithdrawFlow } from '../requests/use-withdraw-flow';
import { installmentsLabel } from './loan-labels';
import { RepaymentPlanTable } from './repayment-plan-table';

export function LoanDetailScreen() {
  const { id = '' } = useParams();
  const location = useLocation();
  const loan = useQuery(loanQueries.myDetail(id));
  const withdraw = useWithdrawLoanRequest();
  const flow = useWithdrawFlow(() => withdraw.mutateAsync({ id }), () => loan.refetch(), 'Your loan request has been withdrawn.');
  const notice = flow.notice ?? routeNotice(location.state);

  if (loan.isPending) return <PageSpinner />;
  if (loan.isError) return <RequestLoadError error={loan.error} noun="loan" listName="the Loans page" onRetry={() => void loan.refetch()} />;

  const data = loan.data;
  const actions = availableActions(loanWorkflow, 'staff', data.status);
  const paidOut = data.repaymentPlan.length > 0;

  return (
    <RequestDetailLayout
      notice={notice}
      flow={flow}
      heading={<>Loan of {formatMoney(data.amount ?? data.amountRequested)}</>}
      status={data.status}
      details={{
        label: 'Loan details',
        items: [
          { label: 'Amount requested', value: formatMoney(data.amountRequested) },
          { label: 'Amount approved', value: data.amount ? formatMoney(data.amount) : 'Not decided yet' },
          { label: 'Repayment', value: installmentsLabel(data.repaymentMonths) },
          { label: 'Reason', value: data.reason },
          { label: 'Requested on', value: formatDate(data.createdAt) },
          ...(paidOut
            ? [
                { label: 'Disbursed on', value: formatDate(data.disbursedAt) },
                { label: 'Repaid so far', value: formatMoney(data.amountPaid) },
                { label: 'Still to repay', value: formatMoney(data.amountOutstanding) },
              ]
            : []),
          { label: 'Note from HR', value: data.decisionNote },
        ],
      }}
      actions={actions}
      updateTo={generatePath(paths.loanUpdate, { id: data.id })}
      history={data.history}
      backTo={paths.loans}
      backLabel="Back to my loans"
      withdrawTitle="Withdraw this loan request?"
      withdrawDescription={`Your request for ${formatMoney(data.amountRequested)} will be withdrawn. This cannot be undone.`}
    >
      {paidOut && (
        <Paper variant="outlined" component="section" aria-labelledby="repayment-plan-heading" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography id="repayment-plan-heading" component="h2" variant="h5" sx={{ mb: 1.5 }}>
            Repayment plan
          </Typography>
          <RepaymentPlanTable installments={data.repaymentPlan} />
        </Paper>
      )}
    </RequestDetailLayout>
  );
}
