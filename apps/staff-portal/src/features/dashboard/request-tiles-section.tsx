// The dashboard's requests section: leave days left, what is still owed on loans, and the person's open requests
// (leave, loans, medical assistance) with their states, newest first, each opening its detail.
import { listQuery } from '@crewbase/api-client';
import { leaveQueries } from '@crewbase/data-access-leave';
import { loanQueries } from '@crewbase/data-access-loans';
import { medicalQueries } from '@crewbase/data-access-medical';
import type { LeaveStatus, LoanStatus, MedicalAssistanceStatus } from '@crewbase/domain';
import { formatDate, formatMoney, MetricCard, RecordCardList, type RecordCardItem } from '@crewbase/ui';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries, useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';

export const OPEN_REQUESTS_SHOWN = 5;

// Requests still in motion: waiting for a decision, approved and not yet over, or being repaid.
const openLeave: LeaveStatus[] = ['PENDING', 'APPROVED', 'ACTIVE'];
const openLoans: LoanStatus[] = ['PENDING', 'APPROVED', 'DISBURSED', 'REPAYMENT_IN_PROGRESS'];
const openMedical: MedicalAssistanceStatus[] = ['PENDING', 'APPROVED'];

const openQuery = (statuses: readonly string[]) => listQuery().filter('status', '$in', statuses).limit(OPEN_REQUESTS_SHOWN).build();

const dayRange = (start: string, end: string) =>
  start === end ? formatDate(start, { month: 'short' }) : `${formatDate(start, { month: 'short' })} – ${formatDate(end, { month: 'short' })}`;

export function RequestTilesSection() {
  const leaveBalance = useQuery(leaveQueries.myBalance());
  const loanBalance = useQuery(loanQueries.myBalance());
  const [leave, loans, medical] = useQueries({
    queries: [leaveQueries.myList(openQuery(openLeave)), loanQueries.myList(openQuery(openLoans)), medicalQueries.myList(openQuery(openMedical))],
  });
  const lists = [leave, loans, medical];

  const cards: (RecordCardItem & { createdAt: string })[] = [
    ...(leave.data?.data ?? []).map((r) => ({
      id: `leave-${r.id}`,
      to: generatePath(paths.leaveDetail, { id: r.id }),
      title: `Leave · ${dayRange(r.startDate, r.endDate)}`,
      subtitle: `${r.days} working day${r.days === 1 ? '' : 's'}`,
      status: r.status,
      createdAt: r.createdAt,
    })),
    ...(loans.data?.data ?? []).map((r) => ({
      id: `loan-${r.id}`,
      to: generatePath(paths.loanDetail, { id: r.id }),
      title: `Loan · ${formatMoney(r.amount ?? r.amountRequested)}`,
      subtitle: r.status === 'DISBURSED' || r.status === 'REPAYMENT_IN_PROGRESS' ? `${formatMoney(r.amountOutstanding)} still to repay` : undefined,
      status: r.status,
      createdAt: r.createdAt,
    })),
    ...(medical.data?.data ?? []).map((r) => ({
      id: `medical-${r.id}`,
      to: generatePath(paths.medicalDetail, { id: r.id }),
      title: `Medical assistance · ${formatMoney(r.amount)}`,
      status: r.status,
      createdAt: r.createdAt,
    })),
  ]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, OPEN_REQUESTS_SHOWN)
    .map((card) => ({ ...card, meta: `Requested ${formatDate(card.createdAt, { month: 'short' })}` }));

  const openCount = lists.reduce((sum, list) => sum + (list.data?.total ?? 0), 0);
  const listsPending = lists.some((list) => list.isPending);
  const listsFailed = lists.find((list) => list.isError)?.error;

  return (
    <Box component="section" aria-labelledby="request-tiles-heading" sx={{ mt: 4 }}>
      <Typography id="request-tiles-heading" component="h2" variant="h4">
        Your requests
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))', mt: 1.5 }}>
        <MetricCard
          label="Leave days left"
          value={leaveBalance.isError ? 'Unavailable' : (leaveBalance.data?.remaining ?? 0)}
          hint={leaveBalance.data ? `of ${leaveBalance.data.entitlement} in ${leaveBalance.data.year}` : undefined}
          icon={<EventAvailableOutlined />}
          loading={leaveBalance.isPending}
        />
        <MetricCard
          label="Loan still to repay"
          value={loanBalance.isError ? 'Unavailable' : formatMoney(loanBalance.data?.outstanding ?? '0.00', { wholeUnits: true })}
          hint={loanBalance.data ? `${formatMoney(loanBalance.data.available, { wholeUnits: true })} available to borrow` : undefined}
          icon={<AccountBalanceWalletOutlined />}
          loading={loanBalance.isPending}
        />
        <MetricCard
          label="Open requests"
          value={listsFailed ? 'Unavailable' : openCount}
          hint="Awaiting a decision, approved or being repaid"
          icon={<PendingActionsOutlined />}
          loading={listsPending}
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        {listsFailed ? (
          // A polite status, not an alert: the rest of the dashboard is fine and still worth reading.
          <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1.5 }}>
            <Typography color="text.secondary">Your open requests could not be loaded.</Typography>
            <Button variant="secondary" size="small" onClick={() => lists.forEach((list) => void list.refetch())}>
              Retry
            </Button>
          </Stack>
        ) : (
          <RecordCardList
            label="Open requests"
            items={listsPending ? undefined : cards}
            loading={listsPending}
            emptyTitle="No open requests"
            emptyDescription="Leave, loans and medical assistance you ask for show here until they are settled."
            emptyAction={
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}>
                <Button component={RouterLink} to={paths.leaveRequest} variant="secondary" size="small">
                  Request leave
                </Button>
                <Button component={RouterLink} to={paths.loanRequest} variant="secondary" size="small">
                  Request a loan
                </Button>
              </Stack>
            }
            page={1}
            pageCount={1}
            onPageChange={() => undefined}
            LinkComponent={RouterLink}
          />
        )}
      </Box>
    </Box>
  );
}
