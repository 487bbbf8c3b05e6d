// A list screen's page, page size, sort, filters and date range, kept in the address's search params so
// back/forward, reloads and shared links show the same list. ui knows no router: the app passes the pair
// react-router's useSearchParams() returns, e.g. `useListState(useSearchParams(), { defaultSort })`.
import type { DataTablePagination, DataTableSort } from '../components/data-display/data-table';
import { useCallback, useMemo } from 'react';

/** The two operators a person picks in a filter bar (spec: cont "Contains", eq "Equals to"). */
export type ListFilterOperator = '$cont' | '$eq';

export interface ListStateFilter {
  field: string;
  operator: ListFilterOperator;
  value: string;
}

export interface ListStateSort {
  field: string;
  direction: 'ASC' | 'DESC';
}

/** Calendar days `YYYY-MM-DD`; the api-client turns them into T00:00:00 / T23:59:59 bounds. */
export interface ListDateRange {
  from?: string;
  to?: string;
}

export interface ListState {
  /** 1-based, as the API counts. */
  page: number;
  limit: number;
  sort: ListStateSort[];
  filters: ListStateFilter[];
  /** The date range and the field it bounds (absent without a `dateField`). */
  dateRange?: ListDateRange & { field: string };
}

/** What react-router's `useSearchParams()` returns (structurally), so ui needs no router. */
export type SearchParamsPair = readonly [
  URLSearchParams,
  (next: URLSearchParams, options?: { replace?: boolean }) => void,
];

export interface UseListStateOptions {
  /** Used while the address names no sort, e.g. `{ field: 'createdAt', direction: 'DESC' }`. */
  defaultSort?: ListStateSort;
  /** Rows per page while the address names none (10 unless set). */
  defaultLimit?: number;
  /** The field the filter bar's date range bounds, e.g. `createdAt`. */
  dateField?: string;
  /** Prefixes every key, for two lists on one screen (e.g. `docs.` gives `docs.page`). */
  prefix?: string;
}

/** How a change enters the history: a new entry (back returns to the list before it) unless `replace`. */
export interface ListStateChangeOptions {
  /** Replaces the current entry: a search refined as someone types is one step back, not one per pause. */
  replace?: boolean;
}

export interface ListStateControls {
  state: ListState;
  /** Spread onto DataTable. */
  tableProps: {
    paginationModel: DataTablePagination;
    onPaginationModelChange: (model: DataTablePagination) => void;
    sortModel: DataTableSort;
    onSortModelChange: (model: DataTableSort) => void;
  };
  /** Spread onto FilterBar. */
  filterBarProps: {
    filters: ListStateFilter[];
    onFiltersChange: (filters: ListStateFilter[], options?: ListStateChangeOptions) => void;
    dateRange?: ListDateRange;
    onDateRangeChange?: (range: ListDateRange) => void;
    onClear: () => void;
  };
  setFilters: (filters: ListStateFilter[], options?: ListStateChangeOptions) => void;
  setDateRange: (range: ListDateRange) => void;
  /** Back to page 1 with no filters and no date range (the sort stays). */
  clear: () => void;
}

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;
// In the address: `filter=fullName:cont:Ann` (value may contain ':'), `sort=fullName:asc`.
const URL_OPERATORS: Record<string, ListFilterOperator> = { cont: '$cont', eq: '$eq' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (raw: string | null, fallback: number) => {
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

function parseUrlFilter(raw: string): ListStateFilter | null {
  const first = raw.indexOf(':');
  const second = first < 0 ? -1 : raw.indexOf(':', first + 1);
  if (first <= 0 || second < 0) return null;
  const operator = URL_OPERATORS[raw.slice(first + 1, second)];
  const value = raw.slice(second + 1);
  return operator && value ? { field: raw.slice(0, first), operator, value } : null;
}

function parseUrlSort(raw: string | null): ListStateSort | null {
  if (!raw) return null;
  const [field, dir] = raw.split(':');
  if (!field || (dir !== 'asc' && dir !== 'desc')) return null;
  return { field, direction: dir === 'asc' ? 'ASC' : 'DESC' };
}

export function useListState(
  [searchParams, setSearchParams]: SearchParamsPair,
  { defaultSort, defaultLimit = DEFAULT_LIMIT, dateField, prefix = '' }: UseListStateOptions = {},
): ListStateControls {
  const key = useCallback((name: string) => `${prefix}${name}`, [prefix]);
  const serialized = searchParams.toString();

  const state = useMemo<ListState>(() => {
    const params = new URLSearchParams(serialized);
    const sort = parseUrlSort(params.get(key('sort'))) ?? defaultSort;
    const day = (name: string) => {
      const value = params.get(key(name));
      return value && DAY.test(value) ? value : undefined;
    };
    return {
      page: positiveInt(params.get(key('page')), 1),
      limit: Math.min(MAX_LIMIT, positiveInt(params.get(key('limit')), defaultLimit)),
      sort: sort ? [sort] : [],
      filters: params.getAll(key('filter')).flatMap((raw) => parseUrlFilter(raw) ?? []),
      dateRange: dateField ? { field: dateField, from: day('from'), to: day('to') } : undefined,
    };
  }, [serialized, key, defaultSort?.field, defaultSort?.direction, defaultLimit, dateField]); // eslint-disable-line react-hooks/exhaustive-deps -- defaultSort is compared by its parts

  /** Writes only this list's keys (others, like a tab, stay), as a new history entry unless told to replace. */
  const update = useCallback(
    (write: (params: URLSearchParams) => void, options?: ListStateChangeOptions) => {
      const params = new URLSearchParams(serialized);
      write(params);
      if (options?.replace) setSearchParams(params, { replace: true });
      else setSearchParams(params);
    },
    [serialized, setSearchParams],
  );

  const setOrDelete = useCallback(
    (params: URLSearchParams, name: string, value: string | undefined) => {
      if (value) params.set(key(name), value);
      else params.delete(key(name));
    },
    [key],
  );

  const setFilters = useCallback(
    (filters: ListStateFilter[], options?: ListStateChangeOptions) =>
      update((params) => {
        params.delete(key('filter'));
        for (const f of filters) {
          if (f.value) params.append(key('filter'), `${f.field}:${f.operator.slice(1)}:${f.value}`);
        }
        params.delete(key('page'));
      }, options),
    [update, key],
  );

  const setDateRange = useCallback(
    (range: ListDateRange) =>
      update((params) => {
        setOrDelete(params, 'from', range.from);
        setOrDelete(params, 'to', range.to);
        params.delete(key('page'));
      }),
    [update, setOrDelete, key],
  );

  const clear = useCallback(
    () =>
      update((params) => {
        for (const name of ['filter', 'from', 'to', 'page']) params.delete(key(name));
      }),
    [update, key],
  );

  const onPaginationModelChange = useCallback(
    (model: DataTablePagination) =>
      update((params) => {
        const limitChanged = model.pageSize !== state.limit;
        setOrDelete(params, 'limit', model.pageSize === defaultLimit ? undefined : String(model.pageSize));
        // A new page size starts again from the first page, so nobody lands past the end.
        const page = limitChanged ? 1 : model.page + 1;
        setOrDelete(params, 'page', page === 1 ? undefined : String(page));
      }),
    [update, setOrDelete, state.limit, defaultLimit],
  );

  const onSortModelChange = useCallback(
    (model: DataTableSort) =>
      update((params) => {
        const [first] = model;
        // Clearing a column's sort goes back to the screen's default order.
        setOrDelete(params, 'sort', first?.sort ? `${first.field}:${first.sort}` : undefined);
        params.delete(key('page'));
      }),
    [update, setOrDelete, key],
  );

  const sortModel = useMemo<DataTableSort>(
    () => state.sort.map((s) => ({ field: s.field, sort: s.direction === 'ASC' ? 'asc' : 'desc' })),
    [state.sort],
  );

  return {
    state,
    tableProps: {
      paginationModel: { page: state.page - 1, pageSize: state.limit },
      onPaginationModelChange,
      sortModel,
      onSortModelChange,
    },
    filterBarProps: {
      filters: state.filters,
      onFiltersChange: setFilters,
      dateRange: state.dateRange ? { from: state.dateRange.from, to: state.dateRange.to } : undefined,
      onDateRangeChange: dateField ? setDateRange : undefined,
      onClear: clear,
    },
    setFilters,
    setDateRange,
    clear,
  };
}
