// Bank-detail changes staff asked for (admin): the list and one change, generic to specific.
import { bankDetailChangesApi } from '@crewbase/api-client';
import type { ListQuery } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const bankDetailChangeQueries = {
  all: () => ['bank-detail-changes'] as const,
  lists: () => [...bankDetailChangeQueries.all(), 'list'] as const,
  list: (query: Partial<ListQuery>) =>
    queryOptions({ queryKey: [...bankDetailChangeQueries.lists(), query] as const, queryFn: () => bankDetailChangesApi.list(query), placeholderData: keepPreviousData }),
  details: () => [...bankDetailChangeQueries.all(), 'detail'] as const,
  detail: (id: string) => queryOptions({ queryKey: [...bankDetailChangeQueries.details(), id] as const, queryFn: () => bankDetailChangesApi.detail(id) }),
};
