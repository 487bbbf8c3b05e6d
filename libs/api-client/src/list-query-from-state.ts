// Turns a list screen's state (useListState in @crewbase/ui: page, limit, sort, filters, date range as calendar
// days) into the ListQuery the endpoints take. The date range gets the spec's T00:00:00 / T23:59:59 bounds here;
// the createdAt Dec 31 default stays in toSearchParams, where every list endpoint applies it.
import type { FilterOperator, ListQuery, SortDirection } from '@crewbase/domain';
import { listQuery } from './list-query';

/** Structurally what useListState reports (the api-client does not import the design system). */
export interface ListStateInput {
  page: number;
  limit: number;
  sort: ReadonlyArray<{ field: string; direction: SortDirection }>;
  filters: ReadonlyArray<{ field: string; operator: FilterOperator; value: string }>;
  dateRange?: { field: string; from?: string; to?: string };
}

export function listQueryFromState(state: ListStateInput): ListQuery {
  let query = listQuery().page(state.page).limit(state.limit);
  for (const { field, operator, value } of state.filters) query = query.filter(field, operator, value);
  for (const { field, direction } of state.sort) query = query.sort(field, direction);
  if (state.dateRange) query = query.dateRange(state.dateRange.field, state.dateRange.from, state.dateRange.to);
  return query.build();
}
