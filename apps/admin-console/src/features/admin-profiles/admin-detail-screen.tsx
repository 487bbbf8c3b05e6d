// /admin/profiles/admins/{id}: one admin account; edit, deactivate/reactivate and, while Pending, the invitation.
import { accountQueries } from '@crewbase/data-access-account';
import { peopleQueries, useAdminMutations } from '@crewbase/data-access-people';
import { SUPER_ADMIN_ROLE_NAME } from '@crewbase/domain';
import { DetailList, formatDate, PageSpinner, StatusChip, useConfirmedAction } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../app/paths';
import { InvitationBlock } from '../../shared/invitation-block';
import { QueryErrorState } from '../access/query-error-state';
import { useCan } from '../access/use-can';
import { AdminForm } from './admin-form';
import { accountMove } from './admin-list-screen';
import { useRouteNotice } from '../../shared/use-route-notice';

export function AdminDetailScreen() {
  const { id = '' } = useParams();
  const can = useCan();
  const detail = useQuery(peopleQueries.adminDetail(id));
  const me = useQuery(accountQueries.adminProfile()).data;
  const { update, resendActivation } = useAdminMutations();
  const [editing, setEditing] = useState(false);
  const confirmation = useConfirmedAction();
  // "Ama Boateng was added ...", left by Add New Admin, until something newer is said here.
  const routeNotice = useRouteNotice();

  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) {
    return (
      <QueryErrorState
        error={detail.error}
        onRetry={() => void detail.refetch()}
        title="This admin could not be loaded"
        what="this admin"
        backTo={{ label: 'Back to admins', to: paths.profilesAdmins }}
      />
    );
  }
  const admin = detail.data;
  // Nobody changes their own status or role (the API answers 409): those controls are not offered on oneself.
  const isSelf = me?.id === admin.id;
  const move = isSelf ? null : accountMove(admin);
  // Only a super admin touches a super admin's account (the API answers 403): others are not offered it.
  const isSuper = (name: string | undefined) => name?.toLowerCase() === SUPER_ADMIN_ROLE_NAME.toLowerCase();
  const outOfReach = isSuper(admin.role.name) && !isSuper(me?.role.name);

  if (editing) {
    return (
      <AdminForm
        admin={admin}
        lockRole={isSelf}
        submitLabel="Save changes"
        onCancel={() => setEditing(false)}
        onSubmit={async ({ roleId, ...input }) => {
          // The role is sent only when it changes.
          await update.mutateAsync({ id: admin.id, input: roleId === admin.role.id ? input : { ...input, roleId } });
          confirmation.report({ done: 'Changes saved.' });
          setEditing(false);
        }}
      />
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      {confirmation.notice ?? routeNotice}
      {can('users', 'update') && !outOfReach && (
        <Stack direction="row" spacing={1} role="group" aria-label="Admin actions">
          <Button variant="adminPrimary" onClick={() => setEditing(true)}>
            Edit
          </Button>
          {move && (
            <Button
              variant={move.status === 'Inactive' ? 'danger' : 'secondary'}
              onClick={() => {
                confirmation.ask({
                  title: `${move.label} ${admin.fullName}?`,
                  description:
                    move.status === 'Inactive' ? 'They are signed out at once and cannot sign in until reactivated.' : 'They can sign in to the admin console again.',
                  confirmLabel: move.label,
                  tone: move.status === 'Inactive' ? 'danger' : 'primary',
                  doneMessage: `${admin.fullName} is now ${move.status}.`,
                  run: () => update.mutateAsync({ id: admin.id, input: { status: move.status } }),
                });
              }}
            >
              {move.label}
            </Button>
          )}
        </Stack>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DetailList
          label="Admin details"
          columns={2}
          items={[
            { label: 'Name', value: admin.fullName },
            { label: 'Email', value: admin.email },
            { label: 'Phone number', value: admin.phoneNumber },
            { label: 'Role', value: admin.role.displayName },
            { label: 'Status', value: <StatusChip status={admin.status} /> },
            { label: 'Created', value: formatDate(admin.createdAt) },
          ]}
        />
      </Paper>
      {admin.status === 'Pending' && (
        <InvitationBlock
          invitation={admin.invitation}
          fullName={admin.fullName}
          email={admin.email}
          canResend={can('users', 'create') && !outOfReach}
          resend={() => resendActivation.mutateAsync(admin.id)}
        />
      )}
      {confirmation.dialog}
    </Stack>
  );
}
