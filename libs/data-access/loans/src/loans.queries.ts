// The one query-key factory for loans, generic to specific. Both apps call useQuery(loanQueries.x(...)) directly;
// every loan mutation invalidates lists() and balances() and refreshes the loan's details().
import { loansApi, statusCountsQuery } from '@crewbase/api-client';
import type { ListQuery } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const loanQueries = {
  all: () => ['loans'] as const,
  lists: () => [...loanQueries.all(), 'list'] as const,
  details: () => [...loanQueries.all(), 'detail'] as const,
  balances: () => [...loanQueries.all(), 'balance'] as const,

  /** Staff portal: the signed-in person's loans. */
  myList: (query: Partial<ListQuery> = {}) =>
    queryOptions({
      queryKey: [...loanQueries.lists(), 'mine', query] as const,
      queryFn: () => loansApi.staff.list(query),
      placeholderData: keepPreviousData,
    }),
  /** With the repayment plan once disbursed. */
  myDetail: (id: string) => queryOptions({ queryKey: [...loanQueries.details(), 'mine', id] as const, queryFn: () => loansApi.staff.detail(id) }),
  myBalance: () => queryOptions({ queryKey: [...loanQueries.balances(), 'mine'] as const, queryFn: () => loansApi.staff.balance() }),

  /** Admin console: everyone's loans (loan-request:read). */
  adminList: (query: Partial<ListQuery> = {}) =>
    queryOptions({
      queryKey: [...loanQueries.lists(), 'admin', query] as const,
      queryFn: () => loansApi.admin.list(query),
      placeholderData: keepPreviousData,
    }),
  /** How many loans each status chip holds under the list's other filters; under lists(), so every change refreshes it. */
  adminStatusCounts: (query: Partial<ListQuery> = {}) => {
    const counted = statusCountsQuery(query);
    return queryOptions({
      queryKey: [...loanQueries.lists(), 'admin-status-counts', counted] as const,
      queryFn: () => loansApi.admin.statusCounts(counted),
      placeholderData: keepPreviousData,
    });
  },
  adminDetail: (id: string) => queryOptions({ queryKey: [...loanQueries.details(), 'admin', id] as const, queryFn: () => loansApi.admin.detail(id) }),
  /** One staff member's loan balance, by the staff record's uuid. */
  staffBalance: (staffId: string) =>
    queryOptions({ queryKey: [...loanQueries.balances(), 'staff', staffId] as const, queryFn: () => loansApi.admin.balance(staffId) }),
};
