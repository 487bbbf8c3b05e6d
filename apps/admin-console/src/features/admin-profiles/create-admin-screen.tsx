// /admin/profiles/admins/create: the new admin starts Pending and is mailed an activation code.
import { useAdminMutations } from '@crewbase/data-access-people';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { AdminForm } from './admin-form';
import { adminDetailPath } from './admin-list-screen';

export function CreateAdminScreen() {
  const navigate = useNavigate();
  const { create } = useAdminMutations();
  return (
    <AdminForm
      submitLabel="Add admin"
      onCancel={() => navigate(paths.profilesAdmins)}
      onSubmit={async (input) => {
        const admin = await create.mutateAsync(input);
        navigate(adminDetailPath(admin.id), { state: { notice: `${admin.fullName} was added. An activation code is on its way to ${admin.email}.` } });
      }}
    />
  );
}
