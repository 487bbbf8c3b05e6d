import { formatFilter, type ListQuery } from '@crewbase/domain';

export interface ToSearchParamsOptions {
  /** Spec section 7: when the query has no createdAt filter, bound createdAt by Dec 31 of the current year. */
  createdAtUpperBound?: boolean;
}

/** The query string the list endpoints read, in repeated form: `filter=a||$eq||x&filter=b||$cont||y&sort=createdAt,DESC`. */
export function toSearchParams(query: Partial<ListQuery>, options: ToSearchParamsOptions = {}): URLSearchParams {
  const params = new URLSearchParams();
  const filters = query.filters ?? [];
  for (const filter of filters) params.append('filter', formatFilter(filter));
  if (options.createdAtUpperBound && !filters.some((filter) => filter.field === 'createdAt')) {
    params.append('filter', formatFilter({ field: 'createdAt', operator: '$lte', value: `${new Date().getFullYear()}-12-31T23:59:59` }));
  }
  for (const sort of query.sort ?? []) params.append('sort', `${sort.field},${sort.direction}`);
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  return params;
}
