// What a list's status counts depend on: the list's filters except those on the status field. Sort, page and limit
// change nothing, nor does choosing a status chip, so the counts are fetched once per filter and kept as chips change.
import type { ListQuery } from '@crewbase/domain';

export function statusCountsQuery(query: Partial<ListQuery>, statusField = 'status'): Pick<ListQuery, 'filters'> {
  return { filters: (query.filters ?? []).filter((filter) => filter.field !== statusField) };
}
