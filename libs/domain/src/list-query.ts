// The list-query language shared by every list: filter=field||$op||value, sort=field,ASC|DESC, page, limit.
import { z } from 'zod';

export const filterOperatorSchema = z.enum(['$eq', '$cont', '$gte', '$lte', '$in']);
export type FilterOperator = z.infer<typeof filterOperatorSchema>;

/** The operators a person picks in a filter bar, as the spec labels them. */
export const filterBarOperators = [
  { value: '$cont', label: 'Contains' },
  { value: '$eq', label: 'Equals to' },
] as const satisfies ReadonlyArray<{ value: FilterOperator; label: string }>;

export const sortDirectionSchema = z.enum(['ASC', 'DESC']);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

export const LIST_MAX_LIMIT = 100;
export const LIST_DEFAULT_LIMIT = 10;
/**
 * A list counts its matching rows up to this many: past it the answer says "more than 10,000" (`totalCapped`), since
 * an exact count of a search that matches most of a million rows reads every one of them, on every new search.
 */
export const LIST_TOTAL_CAP = 10_000;
/**
 * A search (any `$cont` filter) counts its matches up to this many: a search is for finding rows, and past a thousand
 * matches the next step is a longer term, not page 51. Counting a search's matches is the costly part of it (a name
 * search finds the people first, then each one's rows), so it stops ten times sooner.
 */
export const LIST_SEARCH_TOTAL_CAP = 1_000;

/** Whether these filters search (any `$cont`), which changes how a list counts. */
export const isSearch = (filters: readonly Pick<ListFilter, 'operator'>[]): boolean => filters.some((filter) => filter.operator === '$cont');

/** Where a list with these filters stops counting: LIST_SEARCH_TOTAL_CAP under a search, LIST_TOTAL_CAP otherwise. */
export const listTotalCap = (filters: readonly Pick<ListFilter, 'operator'>[]): number => (isSearch(filters) ? LIST_SEARCH_TOTAL_CAP : LIST_TOTAL_CAP);

export interface ListFilter {
  field: string;
  operator: FilterOperator;
  /** For $in, values are comma separated. */
  value: string;
}

export interface ListSort {
  field: string;
  direction: SortDirection;
}

export interface ListQuery {
  filters: ListFilter[];
  sort: ListSort[];
  page: number;
  limit: number;
}

export const listResponseSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    data: z.array(item),
    count: z.number().int(),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
    totalCapped: z.boolean().optional(),
  });

export interface ListResponse<T> {
  data: T[];
  /** Rows in this page. */
  count: number;
  /** Rows matching the filters, over all pages; the cap (`listTotalCap`) when `totalCapped`. */
  total: number;
  page: number;
  pageCount: number;
  /** Set when more rows match than the list counts (`listTotalCap`): `total` and `pageCount` then stop at the cap. */
  totalCapped?: boolean;
}

/** Serialises one filter the way the API reads it. */
export const formatFilter = (f: ListFilter): string => `${f.field}||${f.operator}||${f.value}`;

/** Parses `field||$op||value`; the value may itself contain `||`. Returns null when malformed. */
export function parseFilter(raw: string): ListFilter | null {
  const parts = raw.split('||');
  if (parts.length < 3) return null;
  const [field, op, ...rest] = parts;
  const operator = filterOperatorSchema.safeParse(op);
  if (!field || !operator.success) return null;
  return { field, operator: operator.data, value: rest.join('||') };
}

/** Parses `field,ASC|DESC` (direction defaults to ASC). Returns null when malformed. */
export function parseSort(raw: string): ListSort | null {
  const [field, dir = 'ASC', ...extra] = raw.split(',');
  const direction = sortDirectionSchema.safeParse(dir.toUpperCase());
  if (!field || extra.length > 0 || !direction.success) return null;
  return { field, direction: direction.data };
}
