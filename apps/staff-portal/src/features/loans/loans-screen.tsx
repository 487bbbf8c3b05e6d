// /staff/loans: what the person may still borrow, what they owe, and their loans, newest first, paged by the server.
import { listQueryFromState } from '@crewbase/api-client';
import { loanQueries } from '@crewbase/data-access-loans';
import type { LoanRequest } from '@crewbase/domain';
import { formatDate, formatMoney, MetricCard, useListState, type RecordCardItem } from '@crewbase/ui';
import Add from '@mui/icons-material/Add';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { MyRequestCards } from '../requests/my-request-cards';
import { installmentsLabel } from './loan-labels';

const toCard = (loan: LoanRequest): RecordCardItem => ({
  id: loan.id,
  to: generatePath(paths.loanDetail, { id: loan.id }),
  title: formatMoney(loan.amount ?? loan.amountRequested),
  subtitle: installmentsLabel(loan.repaymentMonths),
  meta: `Requested ${formatDate(loan.createdAt, { month: 'short' })}`,
  status: loan.status,
});

export function LoansScreen() {
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' } });
  const loans = useQuery(loanQueries.myList(listQueryFromState(list.state)));
  const balance = useQuery(loanQueries.myBalance());
  const b = balance.data;

  const requestButton = (
    <Button component={RouterLink} to={paths.loanRequest} variant="contained" startIcon={<Add aria-hidden />}>
      Request a loan
    </Button>
  );

  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="loan-balance-heading">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <Typography id="loan-balance-heading" component="h2" variant="h4">
            Your loan balance
          </Typography>
          {requestButton}
        </Stack>
        {balance.isError ? (
          <Typography role="alert" color="error">
            Your loan balance could not be loaded: {balance.error.message}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))' }}>
            <MetricCard
              label="Available to borrow"
              value={formatMoney(b?.available, { wholeUnits: true })}
              hint={b ? `Of a limit of ${formatMoney(b.ceiling, { wholeUnits: true })}` : undefined}
              icon={<AccountBalanceWalletOutlined />}
              loading={balance.isPending}
            />
            <MetricCard label="Still to repay" value={formatMoney(b?.outstanding, { wholeUnits: true })} loading={balance.isPending} />
            <MetricCard
              label="Requested, not yet disbursed"
              value={formatMoney(b?.committed, { wholeUnits: true })}
              loading={balance.isPending}
            />
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="loans-heading">
        <Typography id="loans-heading" component="h2" variant="h4" sx={{ mb: 2 }}>
          My loans
        </Typography>
        <MyRequestCards
          label="My loans"
          list={list}
          requests={loans}
          toCard={toCard}
          errorTitle="We could not load your loans"
          emptyTitle="No loans yet"
          emptyDescription="When you request a loan, it shows here with its decision and, once disbursed, its repayment plan."
          emptyAction={requestButton}
        />
      </Box>
    </Stack>
  );
}
