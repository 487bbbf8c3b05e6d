// /staff/loans/{id}/update: change a loan request, only while the loan workflow allows it.
import { loanQueries, useUpdateLoanRequest } from '@crewbase/data-access-loans';
import { loanWorkflow } from '@crewbase/domain';
import { useQuery } from '@tanstack/react-query';
import { generatePath, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { RequestUpdateGate } from '../requests/request-update-gate';
import { LoanForm } from './loan-form';

export function LoanUpdateScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const loan = useQuery(loanQueries.myDetail(id));
  const update = useUpdateLoanRequest();
  const detailPath = generatePath(paths.loanDetail, { id });

  return (
    <RequestUpdateGate request={loan} workflow={loanWorkflow} noun="loan" listName="the Loans page" detailPath={detailPath}>
      {(data) => (
        <LoanForm
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
