// /staff/loans/request ("Request Loan"): a new loan request; on success the person sees it.
import { useRequestLoan } from '@crewbase/data-access-loans';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { LoanForm } from './loan-form';

export function LoanRequestScreen() {
  const navigate = useNavigate();
  const requestLoan = useRequestLoan();
  return (
    <LoanForm
      submitLabel="Send request"
      cancelTo={paths.loans}
      onSubmit={async (values) => {
        const saved = await requestLoan.mutateAsync(values);
        navigate(generatePath(paths.loanDetail, { id: saved.id }), { state: { notice: 'Your loan request has been sent.' } });
      }}
    />
  );
}
