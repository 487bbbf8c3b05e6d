// The staff member a request belongs to, linking to their profile (where the history tabs list their other requests).
import type { RequestStaff } from '@crewbase/domain';
import Link from '@mui/material/Link';
import { generatePath, Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';

export function StaffLink({ staff }: { staff: RequestStaff }) {
  return (
    <Link component={RouterLink} to={generatePath(paths.profilesStaffDetail, { id: staff.id })}>
      {staff.fullName} ({staff.staffId})
    </Link>
  );
}
