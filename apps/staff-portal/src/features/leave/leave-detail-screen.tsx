// /staff/leave-request/{id} ("Leave ID"): one request, its history, and what the person may still do with it
// (the leave workflow in @crewbase/domain decides: change while pending, withdraw until it starts).
import { leaveQueries, useWithdrawLeaveRequest } from '@crewbase/data-access-leave';
import { availableActions, leaveWorkflow } from '@crewbase/domain';
import { AuditTrail, ConfirmDialog, DetailList, formatDate, PageSpinner, StatusChip } from '@crewbase/ui';
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
import { leaveDatesLabel, workingDaysLabel } from './leave-labels';

export function LeaveDetailScreen() {
  const { id = '' } = useParams();
  const location = useLocation();
  const request = useQuery(leaveQueries.myDetail(id));
  const withdraw = useWithdrawLeaveRequest();
  const flow = useWithdrawFlow(
    () => withdraw.mutateAsync({ id }),
    () => request.refetch(),
    'Your leave request has been withdrawn. Its days are back in your balance.',
  );
  const notice = flow.notice ?? routeNotice(location.state);

  if (request.isPending) return <PageSpinner />;
  if (request.isError) {
    return <RequestLoadError error={request.error} noun="leave request" listName="the Leave page" onRetry={() => void request.refetch()} />;
  }

  const data = request.data;
  const actions = availableActions(leaveWorkflow, 'staff', data.status);
  const dates = leaveDatesLabel(data.startDate, data.endDate);

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
            {dates}
          </Typography>
          <StatusChip status={data.status} size="medium" />
        </Stack>
        <DetailList
          label="Leave request details"
          labelWidth={128}
          items={[
            { label: 'First day', value: formatDate(data.startDate) },
            { label: 'Last day', value: formatDate(data.endDate) },
            { label: 'Working days', value: workingDaysLabel(data.days) },
            { label: 'Reason', value: data.reason },
            { label: 'Requested on', value: formatDate(data.createdAt) },
            { label: 'Note from HR', value: data.decisionNote },
          ]}
        />
        {actions.length > 0 && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
            {actions.includes('update') && (
              <Button component={RouterLink} to={generatePath(paths.leaveUpdate, { id: data.id })} variant="contained" startIcon={<EditOutlined aria-hidden />}>
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
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <AuditTrail entries={requestHistory(data.history)} title="History" />
      </Paper>
      <Button component={RouterLink} to={paths.leave} variant="secondary" sx={{ alignSelf: 'flex-start' }}>
        Back to my leave
      </Button>
      <ConfirmDialog
        {...flow.dialog}
        title="Withdraw this leave request?"
        description={`Your request for ${dates} will be withdrawn and its days returned to your balance. This cannot be undone.`}
        confirmLabel="Withdraw request"
        cancelLabel="Keep it"
        tone="danger"
      />
    </Stack>
  );
}
