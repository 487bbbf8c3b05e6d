// /staff/medical-assistance/{id} ("Medical Assistance ID"): one request with its documents and history, and what
// the person may still do with it (medicalAssistanceWorkflow decides: change or withdraw while pending).
import { saveMedia } from '@crewbase/api-client';
import { medicalQueries, useWithdrawMedicalAssistance } from '@crewbase/data-access-medical';
import { availableActions, medicalAssistanceWorkflow } from '@crewbase/domain';
import { FileDownloadLink, formatDate, formatMoney, PageSpinner, StatusChip } from '@crewbase/ui';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { generatePath, useLocation, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { RequestDetailLayout } from '../requests/request-detail-layout';
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
    <RequestDetailLayout
      notice={notice}
      flow={flow}
      heading={formatMoney(data.amount)}
      status={data.status}
      details={{
        label: 'Medical assistance details',
        items: [
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
                    {/* Files are private: fetched with the sign-in, then saved (the API never serves them to a bare link). */}
                    <FileDownloadLink name={document.name} download={() => saveMedia(document.url, document.name)} />
                  </li>
                ))}
              </Stack>
            ) : (
              'None attached'
            ),
          },
        ],
      }}
      actions={actions}
      updateTo={generatePath(paths.medicalUpdate, { id: data.id })}
      history={data.history}
      backTo={paths.medical}
      backLabel="Back to my requests"
      withdrawTitle="Withdraw this request?"
      withdrawDescription={`Your request for ${formatMoney(data.amount)} will be withdrawn. This cannot be undone.`}
    />
  );
}
