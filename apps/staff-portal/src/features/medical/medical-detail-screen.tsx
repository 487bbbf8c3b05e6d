// /staff/medical-assistance/{id} ("Medical Assistance ID"): one request with its documents and history, and what
// the person may still do with it (medicalAssistanceWorkflow decides: change or withdraw while pending).
import { mediaUrl } from '@crewbase/api-client';
import { medicalQueries, useWithdrawMedicalAssistance } from '@crewbase/data-access-medical';
import { availableActions, medicalAssistanceWorkflow } from '@crewbase/domain';
import { AuditTrail, ConfirmDialog, DetailList, formatDate, formatMoney, PageSpinner, StatusChip } from '@crewbase/ui';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useLocation, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { requestHistory } from '../requests/request-history';
import { RequestLoadError } from '../requests/request-load-error';
import { routeNotice } from '../requests/route-notice';
import { useWithdrawFlow } from '../requests/use-withdraw-flow';

export function MedicalDetailScreen() {
  const { id = '' } = useParams();
  const location = useLocation();
  const request = useQuery(medicalQueries.myDetail(id));
  const withdraw = useWithdrawMedicalAssistance();
  const flow = useWithdrawFlow(() => withdraw.mutateAsync({ id }), () => request.refetch(), 'Your request has been withdrawn.');
  const notice = flow.notice ?? routeNotice(location.state);

  if (request.isPending) return <PageSpinner />;
  if (request.isError) {
    return (
      <RequestLoadError
        error={request.error}
        noun="medical assistance request"
        listName="the Medical page"
        onRetry={() => void request.refetch()}
      />
    );
  }

  const data = request.data;
  const actions = availableActions(medicalAssistanceWorkflow, 'staff', data.status);

  return (
    <Stack spacing={3} sx={{ maxWidth: 820 }}>
      {notice && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      {flow.problem && <Alert severity="error">{flow.problem}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography component="h2" variant="h4">
            {formatMoney(data.amount)}
          </Typography>
          <StatusChip status={data.status} size="medium" />
        </Stack>
        <DetailList
          label="Medical assistance details"
          labelWidth={128}
          items={[
            { label: 'Amount', value: formatMoney(data.amount) },
            { label: 'Reason', value: data.reason },
            { label: 'Requested on', value: formatDate(data.createdAt) },
            { label: 'Payment', value: <StatusChip status={data.paid} /> },
            { label: 'Paid on', value: formatDate(data.issuedAt) },
            { label: 'Note from HR', value: data.decisionNote },
            {
              label: 'Documents',
              value: data.documents.length ? (
                <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {data.documents.map((document) => (
                    <li key={document.key}>
                      <Link href={mediaUrl(document.url)} target="_blank" rel="noopener">
                        {document.name}
                      </Link>
                    </li>
                  ))}
                </Stack>
              ) : (
                'None attached'
              ),
            },
          ]}
        />
        {actions.length > 0 && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
            {actions.includes('update') && (
              <Button component={RouterLink} to={generatePath(paths.medicalUpdate, { id: data.id })} variant="contained" startIcon={<EditOutlined aria-hidden />}>
                Change request
              </Button>
            )}
            {actions.includes('withdraw') && (
              <Button variant="danger" onClick={flow.ask}>
                Withdraw request
              </Button>
            )}
          </Stack>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <AuditTrail entries={requestHistory(data.history)} title="History" />
      </Paper>
      <Button component={RouterLink} to={paths.medical} variant="secondary" sx={{ alignSelf: 'flex-start' }}>
        Back to my requests
      </Button>
      <ConfirmDialog
        {...flow.dialog}
        title="Withdraw this request?"
        description={`Your request for ${formatMoney(data.amount)} will be withdrawn. This cannot be undone.`}
        confirmLabel="Withdraw request"
        cancelLabel="Keep it"
        tone="danger"
      />
    </Stack>
  );
}
