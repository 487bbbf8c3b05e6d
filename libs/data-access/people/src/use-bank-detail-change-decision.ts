import { bankDetailChangesApi } from '@crewbase/api-client';
import type { BankDetailChangeAction } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankDetailChangeQueries } from './bank-detail-change.queries';
import { peopleQueries } from './people.queries';

/** The admin actions of bankDetailChangeWorkflow (withdraw is the staff member's). */
export type BankDetailChangeDecision = Exclude<BankDetailChangeAction, 'withdraw'>;

/**
 * PATCH admin/bank-detail-change/{decision}/{id}; 409 when the state moved on. Approval changes the person's bank
 * details, so their staff record is read again too.
 */
export function useBankDetailChangeDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: string; decision: BankDetailChangeDecision; note?: string }) => bankDetailChangesApi[decision](id, { note }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(bankDetailChangeQueries.detail(saved.id).queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bankDetailChangeQueries.lists(), refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: peopleQueries.staffDetail(saved.staff.id).queryKey }),
      ]);
    },
  });
}
