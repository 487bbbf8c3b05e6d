// The profile's first tab: everything on record, and the actions the role and the person's status allow
// (edit, suspend/reactivate/resign, terminate with a reason, approve the driver's licence) and, while Pending, the
// invitation with its resend.
import { saveMedia } from '@crewbase/api-client';
import { useStaffMutations } from '@crewbase/data-access-people';
import type { StaffDetail } from '@crewbase/domain';
import { DetailList, FileDownloadLink, formatDate, formatMoney, StatusChip, useConfirmedAction } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { InvitationBlock } from '../../shared/invitation-block';
import { useCan } from '../access/use-can';
import { StaffForm } from './staff-form';
import { canTerminate, offeredStatusMoves, type OfferedStatus } from './staff-status-actions';
import { TerminateStaffDialog } from './terminate-staff-dialog';

export function GeneralInformationTab({ staff }: { staff: StaffDetail }) {
  const can = useCan();
  const mutations = useStaffMutations();
  const [searchParams, setSearchParams] = useSearchParams();
  const confirmation = useConfirmedAction();
  const [terminating, setTerminating] = useState(false);
  const closed = staff.status === 'Terminated' || staff.status === 'Resigned';
  const editing = searchParams.get('edit') === '1' && can('staff', 'update') && !closed;
  const setEditing = (on: boolean) =>
    setSearchParams((params) => {
      if (on) params.set('edit', '1');
      else params.delete('edit');
      return params;
    });

  if (editing) {
    return (
      <StaffForm
        mode="edit"
        staff={staff}
        submitLabel="Save changes"
        onCancel={() => setEditing(false)}
        onSubmit={async (input) => {
          await mutations.update.mutateAsync({ id: staff.id, input });
          confirmation.report({ done: 'Changes saved.' });
          setEditing(false);
        }}
      />
    );
  }

  const askMove = (move: { status: OfferedStatus; label: string }) => {
    confirmation.ask({
      title: `${move.label}: ${staff.fullName}?`,
      description:
        move.status === 'Suspended'
          ? 'They will be signed out at once and cannot sign in until reactivated.'
          : move.status === 'Resigned'
            ? 'They will be signed out at once. This cannot be undone.'
            : 'They will be able to sign in to the staff portal again.',
      confirmLabel: move.label,
      tone: move.status === 'Active' ? 'primary' : 'danger',
      doneMessage: `${staff.fullName} is now ${move.status}.`,
      run: () => mutations.changeStatus.mutateAsync({ id: staff.id, status: move.status }),
    });
  };

  const approveLicence = async () => {
    try {
      await mutations.approveDriverLicence.mutateAsync(staff.id);
      confirmation.report({ done: "The driver's licence is approved." });
    } catch (error) {
      confirmation.report({ error });
    }
  };

  const licence = staff.driverLicence;
  const licenceApprovable = licence && !licence.verified && licence.status !== 'EXPIRED';
  // Suspend and Reactivate open no form, so a role that may update staff has them even without the pickers' reads.
  const moves = can('staff', 'update', { form: false }) ? offeredStatusMoves(staff.status) : [];

  return (
    <Stack spacing={3}>
      {confirmation.notice}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Staff actions">
        {can('staff', 'update') && !closed && (
          <Button variant="adminPrimary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
        {moves.map((move) => (
          <Button key={move.status} variant="secondary" onClick={() => askMove(move)}>
            {move.label}
          </Button>
        ))}
        {can('staff', 'delete') && canTerminate(staff.status) && (
          <Button variant="danger" onClick={() => setTerminating(true)}>
            Terminate
          </Button>
        )}
        {can('staff', 'approve') && licenceApprovable && (
          <Button variant="secondary" onClick={() => void approveLicence()} loading={mutations.approveDriverLicence.isPending}>
            Approve driver's licence
          </Button>
        )}
      </Stack>

      {staff.status === 'Pending' && (
        <InvitationBlock
          invitation={staff.invitation}
          fullName={staff.fullName}
          email={staff.email}
          canResend={can('staff', 'create')}
          resend={() => mutations.resendActivation.mutateAsync(staff.id)}
        />
      )}

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
          Personal details
        </Typography>
        <DetailList
          columns={2}
          items={[
            { label: 'Staff ID', value: staff.staffId },
            { label: 'Status', value: <StatusChip status={staff.status} /> },
            { label: 'Email', value: staff.email },
            { label: 'Phone number', value: staff.phoneNumber },
            { label: 'Gender', value: staff.gender },
            { label: 'Date of birth', value: formatDate(staff.dateOfBirth) },
            { label: 'Address', value: staff.address },
            { label: 'Account activated', value: staff.activated ? 'Yes' : 'Not yet' },
            ...(staff.terminationReason ? [{ label: 'Termination reason', value: staff.terminationReason }] : []),
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
          Next of kin
        </Typography>
        {staff.nextOfKin.name || staff.nextOfKin.phoneNumber ? (
          <DetailList
            label="Next of kin"
            columns={2}
            items={[
              { label: 'Name', value: staff.nextOfKin.name },
              { label: 'Relationship', value: staff.nextOfKin.relationship },
              { label: 'Phone number', value: staff.nextOfKin.phoneNumber },
            ]}
          />
        ) : (
          <Typography color="text.secondary">No next of kin on record. Staff add their own from their profile.</Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
          Work and pay
        </Typography>
        <DetailList
          label="Work and pay"
          columns={2}
          items={[
            { label: 'Department', value: staff.department?.name },
            { label: 'Job title', value: staff.jobTitleName },
            { label: 'Location', value: staff.location?.name },
            { label: 'Staff role', value: staff.staffRole?.name },
            { label: 'Start date', value: formatDate(staff.dateJoined) },
            { label: 'Daily salary', value: staff.dailySalary != null ? formatMoney(staff.dailySalary) : null },
            { label: 'Bank', value: staff.bank?.name },
            { label: 'Account number', value: staff.accountNumber },
            { label: 'Account name', value: staff.accountName },
            { label: 'Benefits', value: staff.benefits.length > 0 ? staff.benefits.join(', ') : 'None' },
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
          Driver's licence
        </Typography>
        {licence ? (
          <DetailList
            columns={2}
            items={[
              { label: 'Licence number', value: licence.number },
              { label: 'Expiry', value: formatDate(licence.expiry) },
              { label: 'Status', value: <StatusChip status={licence.status} /> },
              {
                label: 'Document',
                value: licence.document && (
                  <FileDownloadLink name={licence.document.name} download={() => saveMedia(licence.document!.url, licence.document!.name)} />
                ),
              },
            ]}
          />
        ) : (
          <Typography color="text.secondary">No driver's licence on record.</Typography>
        )}
      </Paper>

      {confirmation.dialog}
      {terminating && (
        <TerminateStaffDialog
          staffId={staff.id}
          fullName={staff.fullName}
          onClose={() => setTerminating(false)}
          onDone={() => confirmation.report({ done: `${staff.fullName} has been terminated.` })}
        />
      )}
    </Stack>
  );
}
