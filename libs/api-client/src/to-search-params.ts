import { formatFilter, type ListQuery } from '@crewbase/domain';

/**
 * The query string the list endpoints read, in repeated form: `filter=a||$eq||x&filter=b||$cont||y&sort=createdAt,DESC`.
 * Business defaults (the createdAt bound of Dec 31, newest first) belong to each list's definition in the API.
 */
export function toSearchParams(query: Partial<ListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const filters = query.filters ?? [];
  for (const filter of filters) params.append('filter', formatFilter(filter));
  for (const sort of query.sort ?? []) params.append('sort', `${sort.field},${sort.direction}`);
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  return params;
}
