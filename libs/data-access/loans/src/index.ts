// Loans (issue 3) for both apps: one key factory, and the mutation hooks.
export { loanQueries } from './loans.queries';
export { useRequestLoan, type RequestLoanFields } from './use-request-loan';
export { useUpdateLoanRequest, type UpdateLoanRequestFields } from './use-update-loan-request';
export { useWithdrawLoanRequest } from './use-withdraw-loan-request';
export { useCreateAdminLoanRequest, type CreateAdminLoanRequestFields } from './use-create-admin-loan-request';
export { useLoanDecision, type LoanDecisionVariables } from './use-loan-decision';
export { useSetInstallmentPaid } from './use-set-installment-paid';
export { useDeleteLoanRequest } from './use-delete-loan-request';
export { useLoanBulkDecision, type LoanBulkDecision } from './use-loan-bulk-decision';
