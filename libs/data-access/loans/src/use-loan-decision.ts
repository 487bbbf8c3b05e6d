import { loansApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLoanChange } from './loans-cache';

type ApproveFields = Parameters<typeof loansApi.admin.approve>[1];
type DisburseFields = Parameters<typeof loansApi.admin.disburse>[1];

/**
 * The admin actions of loanWorkflow (offer what availableActions(loanWorkflow, 'admin', status) lists):
 * approve with the amount granted and plan length, decline with a note, disburse (creates the plan).
 */
export type LoanDecisionVariables =
  | ({ id: string; decision: 'approve' } & ApproveFields)
  | { id: string; decision: 'decline'; note?: string }
  | ({ id: string; decision: 'disburse' } & DisburseFields);

/** PATCH admin/loan-request/{decision}/{id}; 409 when the state moved on. */
export function useLoanDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: LoanDecisionVariables) => {
      const { id, decision, ...input } = variables;
      if (decision === 'approve') return loansApi.admin.approve(id, input as ApproveFields);
      if (decision === 'disburse') return loansApi.admin.disburse(id, input as DisburseFields);
      return loansApi.admin.decline(id, input);
    },
    onSuccess: (saved) => refreshAfterLoanChange(queryClient, 'admin', saved),
  });
}
