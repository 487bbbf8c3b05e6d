// The invitation of a Pending account (staff or admin): when the activation code was mailed, until when it works,
// and a resend, confirmed like every other change. Staff and admin profiles show it while the person has not
// activated, so an admin can tell the welcome mail went out and whether it has lapsed.
import type { Invitation } from '@crewbase/domain';
import { DetailList, formatDate, useConfirmedAction } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface InvitationBlockProps {
  invitation: Invitation | null;
  /** Named in the confirmation, e.g. "Ada Obi". */
  fullName: string;
  email: string;
  /** Whether the signed-in role may resend (the API's permission for it). */
  canResend: boolean;
  resend: () => Promise<unknown>;
  /** The clock, for tests; now by default. */
  now?: Date;
}

export function InvitationBlock({ invitation, fullName, email, canResend, resend, now = new Date() }: InvitationBlockProps) {
  const confirmation = useConfirmedAction();
  const headingId = useId();
  const expired = invitation !== null && Date.parse(invitation.expiresAt) <= now.getTime();
  const at = (value: string) => formatDate(value, { time: true });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h3" id={headingId}>
          Invitation
        </Typography>
        {confirmation.notice}
        {invitation ? (
          <DetailList
            columns={2}
            label="Invitation"
            items={[
              { label: 'Invited at', value: at(invitation.invitedAt) },
              { label: 'Expires at', value: expired ? `${at(invitation.expiresAt)} (expired)` : at(invitation.expiresAt) },
            ]}
          />
        ) : (
          <Typography color="text.secondary">No activation code has gone out yet.</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {expired || !invitation
            ? `${fullName} cannot activate until a new code is sent.`
            : `${fullName} activates with the code mailed to ${email}.`}
        </Typography>
        {canResend && (
          <Stack direction="row">
            <Button
              variant={expired || !invitation ? 'adminPrimary' : 'secondary'}
              onClick={() =>
                confirmation.ask({
                  title: `Resend the activation code to ${fullName}?`,
                  description: `A new code goes to ${email}; the code mailed before stops working.`,
                  confirmLabel: 'Resend',
                  doneMessage: `A new activation code is on its way to ${email}.`,
                  run: resend,
                })
              }
            >
              Resend activation code
            </Button>
          </Stack>
        )}
      </Stack>
      {confirmation.dialog}
    </Paper>
  );
}
