// /staff/loans/{id}/update: change a loan request, only while the loan workflow allows it.
import { loanQueries, useUpdateLoanRequest } from '@crewbase/data-access-loans';
import { canTake, loanWorkflow } from '@crewbase/domain';
import { PageSpinner } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { generatePath, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { NotChangeable } from '../requests/not-changeable';
import { RequestLoadError } from '../requests/request-load-error';
import { LoanForm } from './loan-form';

export function LoanUpdateScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const loan = useQuery(loanQueries.myDetail(id));
  const update = useUpdateLoanRequest();
  const detailPath = generatePath(paths.loanDetail, { id });

  if (loan.isPending) return <PageSpinner />;
  if (loan.isError) return <RequestLoadError error={loan.error} noun="loan" listName="the Loans page" onRetry={() => void loan.refetch()} />;
  if (!canTake(loanWorkflow, 'update', 'staff', loan.data.status)) return <NotChangeable status={loan.data.status} backTo={detailPath} />;

  return (
    <LoanForm
      editing={loan.data}
      submitLabel="Save changes"
      cancelTo={detailPath}
      onSubmit={async (values) => {
        await update.mutateAsync({ id, ...values });
        navigate(detailPath, { state: { notice: 'Your changes have been saved.' } });
      }}
    />
  );
}
