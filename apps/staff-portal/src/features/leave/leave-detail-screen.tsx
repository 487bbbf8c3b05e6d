// /staff/leave-request/{id} ("Leave ID"): one request, its history, and what the person may still do with it
// (the leave workflow in @crewbase/domain decides: change while pending, withdraw until it starts).
import { leaveQueries, useWithdrawLeaveRequest } from '@crewbase/data-access-leave';
import { availableActions, leaveWorkflow } from '@crewbase/domain';
import { formatDate, PageSpinner } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { generatePath, useLocation, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { RequestDetailLayout } from '../requests/request-detail-layout';
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
    <RequestDetailLayout
      notice={notice}
      flow={flow}
      heading={dates}
      status={data.status}
      details={{
        label: 'Leave request details',
        items: [
          { label: 'Leave type', value: data.leaveType.paid ? data.leaveType.name : `${data.leaveType.name} (unpaid)` },
          { label: 'First day', value: formatDate(data.startDate) },
          { label: 'Last day', value: formatDate(data.endDate) },
          { label: 'Working days', value: workingDaysLabel(data.days) },
          { label: 'Reason', value: data.reason },
          { label: 'Requested on', value: formatDate(data.createdAt) },
          { label: 'Note from HR', value: data.decisionNote },
        ],
      }}
      actions={actions}
      updateTo={generatePath(paths.leaveUpdate, { id: data.id })}
      history={data.history}
      backTo={paths.leave}
      backLabel="Back to my leave"
      withdrawTitle="Withdraw this leave request?"
      withdrawDescription={`Your request for ${dates} will be withdrawn and its days returned to your balance. This cannot be undone.`}
    />
  );
}
