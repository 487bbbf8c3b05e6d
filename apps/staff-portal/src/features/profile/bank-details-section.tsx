// The profile's bank details: the account pay goes to, and a change waiting for approval (which the person may
// withdraw) or the way to ask for one.
import { useWithdrawBankDetailChange } from '@crewbase/data-access-account';
import type { BankDetails, StaffProfile } from '@crewbase/domain';
import { ConfirmDialog, formatDate } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { useWithdrawFlow } from '../requests/use-withdraw-flow';
import { NOT_PROVIDED, ProfileDetails } from './profile-details';

const accountText = (d: BankDetails) => [d.bank?.name, d.accountNumber, d.accountName].filter(Boolean).join(' · ') || NOT_PROVIDED;

export function BankDetailsSection({ profile }: { profile: StaffProfile }) {
  const withdraw = useWithdrawBankDetailChange();
  const pending = profile.pendingBankChange;
  const flow = useWithdrawFlow(
    () => withdraw.mutateAsync(pending?.id ?? ''),
    () => undefined,
    'Your bank-detail change has been withdrawn. Your bank details stay as they are.',
  );
  const details = profile.bankDetails;
  return (
    <Stack spacing={1.5}>
      <ProfileDetails
        title="Bank details"
        items={[
          { label: 'Bank', value: details.bank?.name ?? NOT_PROVIDED },
          { label: 'Account number', value: details.accountNumber ?? NOT_PROVIDED },
          { label: 'Account name', value: details.accountName ?? NOT_PROVIDED },
        ]}
      />
      {flow.notice && (
        <Alert severity="success" role="status">
          {flow.notice}
        </Alert>
      )}
      {flow.problem && <Alert severity="error">{flow.problem}</Alert>}
      {pending ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={flow.ask}>
              Withdraw
            </Button>
          }
        >
          Waiting for approval since {formatDate(pending.createdAt)}: {accountText(pending.to)}. Your pay goes to the account above until an admin approves it.
        </Alert>
      ) : (
        <Box>
          <Button component={RouterLink} to={paths.profileBankDetails} variant="outlined">
            Change bank details
          </Button>
        </Box>
      )}
      <ConfirmDialog
        {...flow.dialog}
        title="Withdraw this bank-detail change?"
        description="Your bank details stay as they are. You can ask for a change again at any time."
        confirmLabel="Withdraw change"
        cancelLabel="Keep it"
        tone="danger"
      />
    </Stack>
  );
}
