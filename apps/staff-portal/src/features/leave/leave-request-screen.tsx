// /staff/leave/request ("Request Leave"): a new leave request; on success the person sees it.
import { useRequestLeave } from '@crewbase/data-access-leave';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { LeaveForm } from './leave-form';

export function LeaveRequestScreen() {
  const navigate = useNavigate();
  const requestLeave = useRequestLeave();
  return (
    <LeaveForm
      submitLabel="Send request"
      cancelTo={paths.leave}
      onSubmit={async (values) => {
        const saved = await requestLeave.mutateAsync(values);
        navigate(generatePath(paths.leaveDetail, { id: saved.id }), { state: { notice: 'Your leave request has been sent.' } });
      }}
    />
  );
}
