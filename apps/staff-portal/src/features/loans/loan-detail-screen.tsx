// /staff/loans/{id} ("Loan ID"): one loan, its repayment plan once paid out, its history, and what the person may
// still do with it (the loan workflow in @crewbase/domain decides: change or withdraw while pending).
import { loanQueries, useWithdrawLoanRequest } from '@crewbase/data-access-loans';
import { availableActions, loanWorkflow } from '@crewbase/domain';
import { AuditTrail, ConfirmDialog, DetailList, formatDate, formatMoney, PageSpinner, StatusChip } from '@crewbase/ui';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useLocation, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { requestHistory } from '../requests/request-history';
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
    <Stack spacing={3} sx={{ maxWidth: 820 }}>
      {notice && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      {flow.problem && <Alert severity="error">{flow.problem}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography component="h2" variant="h4">
            Loan of {formatMoney(data.amount ?? data.amountRequested)}
          </Typography>
          <StatusChip status={data.status} size="medium" />
        </Stack>
        <DetailList
          label="Loan details"
          labelWidth={128}
          items={[
            { label: 'Amount requested', value: formatMoney(data.amountRequested) },
            { label: 'Amount approved', value: data.amount ? formatMoney(data.amount) : 'Not decided yet' },
            { label: 'Repayment', value: installmentsLabel(data.repaymentMonths) },
            { label: 'Reason', value: data.reason },
            { label: 'Requested on', value: formatDate(data.createdAt) },
            ...(paidOut
              ? [
                  { label: 'Paid out on', value: formatDate(data.disbursedAt) },
                  { label: 'Repaid so far', value: formatMoney(data.amountPaid) },
                  { label: 'Still to repay', value: formatMoney(data.amountOutstanding) },
                ]
              : []),
            { label: 'Note from HR', value: data.decisionNote },
          ]}
        />
        {actions.length > 0 && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
            {actions.includes('update') && (
              <Button component={RouterLink} to={generatePath(paths.loanUpdate, { id: data.id })} variant="contained" startIcon={<EditOutlined aria-hidden />}>
                Change request
              </Button>
            )}
            {actions.includes('withdraw') && (
              <Button variant="danger" onClick={flow.ask}>
                Withdraw request
              </Button>
            )}
          </Stack>
        )}
      </Paper>
      {paidOut && (
        <Paper variant="outlined" component="section" aria-labelledby="repayment-plan-heading" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography id="repayment-plan-heading" component="h2" variant="h5" sx={{ mb: 1.5 }}>
            Repayment plan
          </Typography>
          <RepaymentPlanTable installments={data.repaymentPlan} />
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <AuditTrail entries={requestHistory(data.history)} title="History" />
      </Paper>
      <Button component={RouterLink} to={paths.loans} variant="secondary" sx={{ alignSelf: 'flex-start' }}>
        Back to my loans
      </Button>
      <ConfirmDialog
        {...flow.dialog}
        title="Withdraw this loan request?"
        description={`Your request for ${formatMoney(data.amountRequested)} will be withdrawn. This cannot be undone.`}
        confirmLabel="Withdraw request"
        cancelLabel="Keep it"
        tone="danger"
      />
    </Stack>
  );
}
