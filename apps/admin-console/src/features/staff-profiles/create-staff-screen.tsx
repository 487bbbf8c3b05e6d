// /admin/profiles/staffs/create ("Add New Staff"). The new person starts Pending and is mailed an activation code.
import { useStaffMutations } from '@crewbase/data-access-people';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { StaffForm } from './staff-form';
import { staffDetailPath } from './staff-list-screen';

export function CreateStaffScreen() {
  const navigate = useNavigate();
  const { create } = useStaffMutations();
  return (
    <StaffForm
      mode="create"
      submitLabel="Add staff"
      onCancel={() => navigate(paths.profilesStaffs)}
      onSubmit={async (input) => {
        const staff = await create.mutateAsync(input);
        navigate(staffDetailPath(staff.id), { state: { notice: `${staff.fullName} was added. An activation code is on its way to ${staff.email}.` } });
      }}
    />
  );
}
