// /admin/profiles/bank-detail-changes/{id}: one bank-detail change, the details on file and the ones asked for, with
// approve (writes them to the person at once) or reject (with a note) while it is pending, and its history.
import { bankDetailChangeQueries, useBankDetailChangeDecision, type BankDetailChangeDecision } from '@crewbase/data-access-people';
import { bankDetailChangeWorkflow, type BankDetailChangeDetail } from '@crewbase/domain';
import { formatDate } from '@crewbase/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useAdminCan } from '../access/use-can';
import { toAuditEntries } from '../requests/audit-entries';
import { confirmDecisionFor, DecisionPanel } from '../requests/decision-panel';
import { offeredDecisions } from '../requests/offered-decisions';
import { RequestDetailFallback, RequestDetailLayout } from '../requests/request-detail-layout';
import { StaffLink } from '../requests/staff-link';
import { bankDetailsText } from './bank-detail-change-list-screen';

const BACK = { backTo: paths.bankDetailChanges, backLabel: 'All bank-detail changes' };

export function BankDetailChangeDetailScreen() {
  const { id = '' } = useParams();
  const change = useQuery(bankDetailChangeQueries.detail(id));
  if (!change.data) {
    return <RequestDetailFallback isPending={change.isPending} error={change.error} onRetry={() => void change.refetch()} noun="bank-detail change" {...BACK} />;
  }
  return <BankDetailChangeView change={change.data} />;
}

function BankDetailChangeView({ change }: { change: BankDetailChangeDetail }) {
  const queryClient = useQueryClient();
  const can = useAdminCan('staff');
  const decide = useBankDetailChangeDecision();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: bankDetailChangeQueries.all() });
  const who = change.staff.fullName;
  const decision = confirmDecisionFor(bankDetailChangeWorkflow, (key: BankDetailChangeDecision, note) => decide.mutateAsync({ id: change.id, decision: key, note }));
  const decisions = offeredDecisions(bankDetailChangeWorkflow, change.status, can('approve'), {
    approve: decision('approve', 'Approve', 'Approve these bank details?', `${who}'s pay goes to ${bankDetailsText(change.to)} from now on.`, 'Bank-detail change approved: the new details are on file.'),
    reject: decision('reject', 'Reject', 'Reject these bank details?', `${who}'s bank details stay ${bankDetailsText(change.from)}. Say why, for them to read.`, 'Bank-detail change rejected.', 'danger'),
  });

  return (
    <RequestDetailLayout
      heading={`Bank-detail change for ${who}`}
      status={change.status}
      detailsLabel="Bank-detail change"
      details={[
        { label: 'Staff', value: <StaffLink staff={change.staff} /> },
        { label: 'Bank now', value: change.from.bank?.name ?? 'None on file' },
        { label: 'Account number now', value: change.from.accountNumber ?? 'None on file' },
        { label: 'Account name now', value: change.from.accountName ?? 'None on file' },
        { label: 'New bank', value: change.to.bank?.name },
        { label: 'New account number', value: change.to.accountNumber },
        { label: 'New account name', value: change.to.accountName },
        { label: 'Decision note', value: change.decisionNote },
        { label: 'Asked on', value: formatDate(change.createdAt) },
      ]}
      decisionPanel={
        <DecisionPanel
          decisions={decisions}
          onConflict={refresh}
          noDecisionText={can('approve') ? 'No decision is open on this change.' : 'Your role may not decide on staff bank details.'}
        />
      }
      auditEntries={toAuditEntries(change.history)}
      {...BACK}
    />
  );
}
