// /staff/leave-request/{id}/update: change a request's dates or reason, only while the leave workflow allows it.
import { leaveQueries, useUpdateLeaveRequest } from '@crewbase/data-access-leave';
import { canTake, leaveWorkflow } from '@crewbase/domain';
import { PageSpinner } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { generatePath, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { NotChangeable } from '../requests/not-changeable';
import { RequestLoadError } from '../requests/request-load-error';
import { LeaveForm } from './leave-form';

export function LeaveUpdateScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const request = useQuery(leaveQueries.myDetail(id));
  const update = useUpdateLeaveRequest();
  const detailPath = generatePath(paths.leaveDetail, { id });

  if (request.isPending) return <PageSpinner />;
  if (request.isError) {
    return <RequestLoadError error={request.error} noun="leave request" listName="the Leave page" onRetry={() => void request.refetch()} />;
  }
  if (!canTake(leaveWorkflow, 'update', 'staff', request.data.status)) return <NotChangeable status={request.data.status} backTo={detailPath} />;

  return (
    <LeaveForm
      editing={request.data}
      submitLabel="Save changes"
      cancelTo={detailPath}
      onSubmit={async (values) => {
        await update.mutateAsync({ id, ...values });
        navigate(detailPath, { state: { notice: 'Your changes have been saved.' } });
      }}
    />
  );
}
