// /staff/medical-assistance/request ("Request Medical Assistance"): a new request with its supporting documents.
import { useRequestMedicalAssistance } from '@crewbase/data-access-medical';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { MedicalForm } from './medical-form';

export function MedicalRequestScreen() {
  const navigate = useNavigate();
  const request = useRequestMedicalAssistance();
  return (
    <MedicalForm
      submitLabel="Send request"
      cancelTo={paths.medical}
      onSubmit={async (values) => {
        const saved = await request.mutateAsync(values);
        navigate(generatePath(paths.medicalDetail, { id: saved.id }), { state: { notice: 'Your request has been sent.' } });
      }}
    />
  );
}
