// /staff/medical-assistance/{id}/update: change a request and its documents, only while the workflow allows it.
import { medicalQueries, useUpdateMedicalAssistance } from '@crewbase/data-access-medical';
import { canTake, medicalAssistanceWorkflow } from '@crewbase/domain';
import { PageSpinner } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { generatePath, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { NotChangeable } from '../requests/not-changeable';
import { RequestLoadError } from '../requests/request-load-error';
import { MedicalForm } from './medical-form';

export function MedicalUpdateScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const request = useQuery(medicalQueries.myDetail(id));
  const update = useUpdateMedicalAssistance();
  const detailPath = generatePath(paths.medicalDetail, { id });

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
  if (!canTake(medicalAssistanceWorkflow, 'update', 'staff', request.data.status)) {
    return <NotChangeable status={request.data.status} backTo={detailPath} />;
  }

  return (
    <MedicalForm
      editing={request.data}
      submitLabel="Save changes"
      cancelTo={detailPath}
      onSubmit={async (values) => {
        await update.mutateAsync({ id, ...values });
        navigate(detailPath, { state: { notice: 'Your changes have been saved.' } });
      }}
    />
  );
}
