// /staff/leave: the person's leave balance for this year and their requests, newest first, paged by the server.
import { listQueryFromState } from '@crewbase/api-client';
import { leaveBalanceRows, leaveQueries } from '@crewbase/data-access-leave';
import type { LeaveRequest } from '@crewbase/domain';
import { formatDate, LeaveBalanceTable, MetricCard, useListState, type RecordCardItem } from '@crewbase/ui';
import Add from '@mui/icons-material/Add';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { MyRequestCards } from '../requests/my-request-cards';
import { leaveDatesLabel, workingDaysLabel } from './leave-labels';

const toCard = (request: LeaveRequest): RecordCardItem => ({
  id: request.id,
  to: generatePath(paths.leaveDetail, { id: request.id }),
  title: leaveDatesLabel(request.startDate, request.endDate),
  subtitle: `${request.leaveType.name} · ${workingDaysLabel(request.days)}`,
  meta: `Requested ${formatDate(request.createdAt, { month: 'short' })}`,
  status: request.status,
});

export function LeaveScreen() {
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' } });
  const requests = useQuery(leaveQueries.myList(listQueryFromState(list.state)));
  const balance = useQuery(leaveQueries.myBalance());
  const b = balance.data;
  const byType = useQuery(leaveQueries.myBalances());

  const requestButton = (
    <Button component={RouterLink} to={paths.leaveRequest} variant="contained" startIcon={<Add aria-hidden />}>
      Request leave
    </Button>
  );

  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="leave-balance-heading">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <Typography id="leave-balance-heading" component="h2" variant="h4">
            {b ? `Your leave in ${b.year}` : 'Your leave balance'}
          </Typography>
          {requestButton}
        </Stack>
        {balance.isError ? (
          <Typography role="alert" color="error">
            Your balance could not be loaded: {balance.error.message}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))' }}>
            <MetricCard
              label="Days left"
              value={b?.remaining ?? 0}
              hint={b ? `of ${b.entitlement} working days` : undefined}
              icon={<EventAvailableOutlined />}
              loading={balance.isPending}
            />
            <MetricCard label="Days taken or approved" value={b?.used ?? 0} loading={balance.isPending} />
            <MetricCard label="Days awaiting a decision" value={b?.pending ?? 0} loading={balance.isPending} />
          </Box>
        )}
      </Box>

      {byType.data && (
        <Box component="section" aria-labelledby="leave-types-heading">
          <Typography id="leave-types-heading" component="h2" variant="h4" sx={{ mb: 1 }}>
            By leave type
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            The days above are annual leave. Each type has its own yearly entitlement, in working days; public holidays are never counted.
          </Typography>
          <LeaveBalanceTable label={`Leave balance by type in ${byType.data[0]?.year ?? ''}`} rows={leaveBalanceRows(byType.data)} />
        </Box>
      )}

      <Box component="section" aria-labelledby="leave-requests-heading">
        <Typography id="leave-requests-heading" component="h2" variant="h4" sx={{ mb: 2 }}>
          My leave requests
        </Typography>
        <MyRequestCards
          label="My leave requests"
          list={list}
          requests={requests}
          toCard={toCard}
          errorTitle="We could not load your leave requests"
          emptyTitle="No leave requests yet"
          emptyDescription="When you ask for time off, your requests and their decisions show here."
          emptyAction={requestButton}
        />
      </Box>
    </Stack>
  );
}
