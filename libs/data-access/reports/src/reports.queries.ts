// The one query-key factory for the reports (issue 15), generic to specific. A report's table, its metrics and charts
// all live under all(): a change to any source record (a licence approved, a loan repaid) refreshes every report.
import { callEndpoint, toSearchParams } from '@crewbase/api-client';
import { reportsEndpoints, type ListQuery, type ReportName } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Query parameters a report reads besides the list language (the licence report's `asOf` and `dueWithinDays`). */
export type ReportParams = Readonly<Record<string, string | undefined>>;

const searchParamsOf = (query: Partial<ListQuery>, params: ReportParams) => {
  const searchParams = toSearchParams(query);
  for (const [key, value] of Object.entries(params)) if (value) searchParams.set(key, value);
  return searchParams;
};

export const reportsQueries = {
  all: () => ['reports'] as const,
  report: (name: ReportName) => [...reportsQueries.all(), name] as const,

  /** One page of a report's table under its filter; the previous page stays on screen while the next loads. */
  list: <N extends ReportName>(name: N, query: Partial<ListQuery>, params: ReportParams = {}) =>
    queryOptions({
      queryKey: [...reportsQueries.report(name), 'list', query, params] as const,
      queryFn: () => callEndpoint(reportsEndpoints[name].list as (typeof reportsEndpoints)[N]['list'], { searchParams: searchParamsOf(query, params) }),
      placeholderData: keepPreviousData,
    }),

  /** The cards and charts of a report under the same filter as its table (its page and sort play no part). */
  metrics: <N extends ReportName>(name: N, filters: ListQuery['filters'], params: ReportParams = {}) =>
    queryOptions({
      queryKey: [...reportsQueries.report(name), 'metrics', filters, params] as const,
      queryFn: () => callEndpoint(reportsEndpoints[name].metrics as (typeof reportsEndpoints)[N]['metrics'], { searchParams: searchParamsOf({ filters }, params) }),
      placeholderData: keepPreviousData,
    }),
};
