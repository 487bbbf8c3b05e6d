// Builds the ListQuery every list endpoint takes; the screens' filter bars and data grids feed it.
import {
  LIST_DEFAULT_LIMIT,
  LIST_MAX_LIMIT,
  type FilterOperator,
  type ListFilter,
  type ListQuery,
  type ListSort,
  type SortDirection,
} from '@crewbase/domain';
import { dateFilterBounds, type DayInput } from './date-filter-bounds';

export type FilterValue = string | number | boolean | ReadonlyArray<string | number> | null | undefined;

export interface ListQueryBuilder {
  /** Adds `field||operator||value`. An empty value ('', null, undefined, []) adds nothing, so an empty search box filters nothing. Arrays are joined with commas for $in. */
  filter(field: string, operator: FilterOperator, value: FilterValue): ListQueryBuilder;
  /** Adds `$gte from T00:00:00` and/or `$lte to T23:59:59`; a missing end adds nothing. */
  dateRange(field: string, from: DayInput | null | undefined, to?: DayInput | null): ListQueryBuilder;
  sort(field: string, direction?: SortDirection): ListQueryBuilder;
  /** 1-based. */
  page(page: number): ListQueryBuilder;
  /** 1..100 (LIST_MAX_LIMIT); out-of-range values are clamped. */
  limit(limit: number): ListQueryBuilder;
  build(): ListQuery;
}

/** Starts a list query (page 1, 10 rows), optionally from an existing one. Each call returns a new builder. */
export function listQuery(start: Partial<ListQuery> = {}): ListQueryBuilder {
  return builder({
    filters: [...(start.filters ?? [])],
    sort: [...(start.sort ?? [])],
    page: start.page ?? 1,
    limit: start.limit ?? LIST_DEFAULT_LIMIT,
  });
}

function builder(query: ListQuery): ListQueryBuilder {
  const withFilters = (...filters: ListFilter[]) => builder({ ...query, filters: [...query.filters, ...filters] });
  return {
    filter(field, operator, value) {
      const text = Array.isArray(value) ? value.join(',') : value == null ? '' : String(value);
      return text === '' ? builder(query) : withFilters({ field, operator, value: text });
    },
    dateRange(field, from, to) {
      const filters: ListFilter[] = [];
      if (from != null && from !== '') filters.push({ field, operator: '$gte', value: dateFilterBounds(from).from });
      if (to != null && to !== '') filters.push({ field, operator: '$lte', value: dateFilterBounds(to).to });
      return withFilters(...filters);
    },
    sort(field, direction = 'ASC') {
      const sort: ListSort = { field, direction };
      return builder({ ...query, sort: [...query.sort, sort] });
    },
    page: (page) => builder({ ...query, page }),
    limit: (limit) => builder({ ...query, limit }),
    build: () => ({
      filters: [...query.filters],
      sort: [...query.sort],
      page: Math.max(1, Math.floor(query.page) || 1),
      limit: Math.min(LIST_MAX_LIMIT, Math.max(1, Math.floor(query.limit) || LIST_DEFAULT_LIMIT)),
    }),
  };
}
