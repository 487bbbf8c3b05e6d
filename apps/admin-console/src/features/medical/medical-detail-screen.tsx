// /admin/medical-assistance/{id}: one request with its documents, the decisions its state allows (approve, decline,
// disburse), delete and the audit trail.
import { saveMedia } from '@crewbase/api-client';
import { medicalQueries, useDeleteMedicalAssistance, useMedicalDecision, type MedicalDecision } from '@crewbase/data-access-medical';
import { medicalAssistanceWorkflow, type MedicalAssistanceDetail } from '@crewbase/domain';
import { FileDownloadLink, formatDate, formatMoney, StatusChip, useConfirmedAction } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { toAuditEntries } from '../requests/audit-entries';
import { confirmDecisionFor, DecisionPanel } from '../requests/decision-panel';
import { adminMay, offeredDecisions } from '../requests/offered-decisions';
import { RequestDetailFallback, RequestDetailLayout } from '../requests/request-detail-layout';
import { StaffLink } from '../requests/staff-link';
import { useAdminCan } from '../access/use-can';
import { decisionProblem } from '../requests/decision-error';
import { useRouteNotice } from '../../shared/use-route-notice';

const BACK = { backTo: paths.medicals, backLabel: 'All medical assistance' };

export function MedicalDetailScreen() {
  const { id = '' } = useParams();
  const medical = useQuery(medicalQueries.adminDetail(id));
  if (!medical.data) {
    return (
      <RequestDetailFallback
        isPending={medical.isPending}
        error={medical.error}
        onRetry={() => void medical.refetch()}
        noun="medical assistance request"
        {...BACK}
      />
    );
  }
  return <MedicalDetail medical={medical.data} />;
}

function MedicalDetail({ medical }: { medical: MedicalAssistanceDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('medical-assistance');
  const decide = useMedicalDecision();
  const remove = useDeleteMedicalAssistance();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: medicalQueries.all() });
  const confirmed = useConfirmedAction({ describeError: decisionProblem, onConflict: refresh });
  // The notice the create screen left ("Loan request added."), until an action here says something newer.
  const routeNotice = useRouteNotice();
  const who = medical.staff.fullName;
  const amount = formatMoney(medical.amount);

  const decision = confirmDecisionFor(medicalAssistanceWorkflow, (key: MedicalDecision, note) => decide.mutateAsync({ id: medical.id, decision: key, note }));

  const decisions = offeredDecisions(medicalAssistanceWorkflow, medical.status, can('approve'), {
    approve: decision('approve', 'Approve', 'Approve this request?', `${amount} is approved for ${who}; the money goes out when you disburse it.`, 'Medical assistance approved.'),
    decline: decision('decline', 'Decline', 'Decline this request?', `${who}'s request for ${amount} is refused: it becomes Denied.`, 'Medical assistance denied.', 'danger'),
    disburse: decision('disburse', 'Disburse', 'Disburse this request?', `${amount} is disbursed to ${who}: the request becomes issued and is marked paid.`, 'Medical assistance disbursed.'),
  });

  return (
    <>
      {confirmed.notice ?? routeNotice}
      <RequestDetailLayout
        heading={`Medical assistance for ${who}`}
        status={medical.status}
        detailsLabel="Medical assistance details"
        details={[
          { label: 'Staff', value: <StaffLink staff={medical.staff} /> },
          { label: 'Amount', value: amount },
          { label: 'Reason', value: medical.reason },
          {
            label: 'Documents',
            value:
              medical.documents.length === 0 ? (
                'None attached'
              ) : (
                <Stack component="span" spacing={0.5}>
                  {medical.documents.map((document) => (
                    <FileDownloadLink key={document.key} name={document.name} download={() => saveMedia(document.url, document.name)} />
                  ))}
                </Stack>
              ),
          },
          { label: 'Paid', value: <StatusChip status={medical.paid} /> },
          { label: 'Issued on', value: formatDate(medical.issuedAt) },
          { label: 'Decision note', value: medical.decisionNote },
          { label: 'Requested on', value: formatDate(medical.createdAt) },
        ]}
        decisionPanel={
          <DecisionPanel
            decisions={decisions}
            onConflict={refresh}
            noDecisionText={can('approve') ? 'No decision is open on this request.' : 'Your role may not decide on medical assistance.'}
          />
        }
        auditEntries={toAuditEntries(medical.history)}
        {...BACK}
      >
        {can('delete') && adminMay(medicalAssistanceWorkflow, 'delete', medical.status) && (
          <div>
            <Button
              variant="danger"
              onClick={() =>
                confirmed.ask({
                  title: 'Delete this request?',
                  description: `${who}'s medical assistance request is removed from every list. This cannot be undone.`,
                  confirmLabel: 'Delete',
                  tone: 'danger',
                  doneMessage: 'Medical assistance request deleted.',
                  run: async () => {
                    await remove.mutateAsync(medical.id);
                    navigate(paths.medicals, { replace: true, state: { notice: 'Medical assistance request deleted.' } });
                  },
                })
              }
            >
              Delete request
            </Button>
          </div>
        )}
      </RequestDetailLayout>
      {confirmed.dialog}
    </>
  );
}
