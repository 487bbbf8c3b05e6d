// /staff/medical-assistance/{id}/update: change a request and its documents, only while the workflow allows it.
import { medicalQueries, useUpdateMedicalAssistance } from '@crewbase/data-access-medical';
import { medicalAssistanceWorkflow } from '@crewbase/domain';
import { useQuery } from '@tanstack/react-query';
import { generatePath, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { RequestUpdateGate } from '../requests/request-update-gate';
import { MedicalForm } from './medical-form';

export function MedicalUpdateScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const request = useQuery(medicalQueries.myDetail(id));
  const update = useUpdateMedicalAssistance();
  const detailPath = generatePath(paths.medicalDetail, { id });

  return (
    <RequestUpdateGate request={request} workflow={medicalAssistanceWorkflow} noun="medical assistance request" listName="the Medical page" detailPath={detailPath}>
      {(data) => (
        <MedicalForm
          editing={data}
          submitLabel="Save changes"
          cancelTo={detailPath}
          onSubmit={async (values) => {
            await update.mutateAsync({ id, ...values });
            navigate(detailPath, { state: { notice: 'Your changes have been saved.' } });
          }}
        />
      )}
    </RequestUpdateGate>
  );
}
