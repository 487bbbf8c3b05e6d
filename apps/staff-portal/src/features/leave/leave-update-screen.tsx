// /staff/leave-request/{id}/update: change a request's dates or reason, only while the leave workflow allows it.
import { leaveQueries, useUpdateLeaveRequest } from '@crewbase/data-access-leave';
import { leaveWorkflow } from '@crewbase/domain';
import { useQuery } from '@tanstack/react-query';
import { generatePath, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { RequestUpdateGate } from '../requests/request-update-gate';
import { LeaveForm } from './leave-form';

export function LeaveUpdateScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const request = useQuery(leaveQueries.myDetail(id));
  const update = useUpdateLeaveRequest();
  const detailPath = generatePath(paths.leaveDetail, { id });

  return (
    <RequestUpdateGate request={request} workflow={leaveWorkflow} noun="leave request" listName="the Leave page" detailPath={detailPath}>
      {(data) => (
        <LeaveForm
          editing={data}
          submitLabel="Save changes"
          cancelTo={detailPath}
          onSubmit={async (values) => {
            await update.mutateAsync({ id, ...values });
            navigate(detailPath, { state: { notice: 'Your changes have been saved.' } });
          }}
        />
      )}
    </RequestUpdateGate>
  );
}
