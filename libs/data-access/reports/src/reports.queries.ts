// The one query-key factory for the reports (issue 15), generic to specific. A report's table, its metrics and charts
// all live under all(): a change to any source record (a licence approved, a loan repaid) refreshes every report.
import { callEndpoint, toSearchParams } from '@crewbase/api-client';
import { reportsEndpoints, type EndpointAnswer, type ListQuery, type ReportName } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Query parameters a report reads besides the list language (the licence report's `asOf` and `dueWithinDays`). */
export type ReportParams = Readonly<Record<string, string | undefined>>;

const searchParamsOf = (query: Partial<ListQuery>, params: ReportParams) => {
  const searchParams = toSearchParams(query);
  for (const [key, value] of Object.entries(params)) if (value) searchParams.set(key, value);
  return searchParams;
};

type Endpoints = typeof reportsEndpoints;
/** One page of a report's table, as its list endpoint answers. */
export type ReportPage<N extends ReportName> = EndpointAnswer<Endpoints[N]['list']>;
/** A report's cards, charts and own figures, as its metrics endpoint answers. */
export type ReportMetrics<N extends ReportName> = EndpointAnswer<Endpoints[N]['metrics']>;

// Every report's list and metrics endpoints take the same call (the list language, no path parameters), so one
// call serves all five; the answer is parsed with the named report's own schema.
const callList = <N extends ReportName>(name: N, searchParams: URLSearchParams) =>
  callEndpoint(reportsEndpoints[name as ReportName].list, { searchParams }) as Promise<ReportPage<N>>;
const callMetrics = <N extends ReportName>(name: N, searchParams: URLSearchParams) =>
  callEndpoint(reportsEndpoints[name as ReportName].metrics, { searchParams }) as Promise<ReportMetrics<N>>;

export const reportsQueries = {
  all: () => ['reports'] as const,
  report: (name: ReportName) => [...reportsQueries.all(), name] as const,

  /** One page of a report's table under its filter; the previous page stays on screen while the next loads. */
  list: <N extends ReportName>(name: N, query: Partial<ListQuery>, params: ReportParams = {}) =>
    queryOptions({
      queryKey: [...reportsQueries.report(name), 'list', query, params] as const,
      queryFn: () => callList(name, searchParamsOf(query, params)),
      placeholderData: keepPreviousData,
    }),

  /** The cards and charts of a report under the same filter as its table (its page and sort play no part). */
  metrics: <N extends ReportName>(name: N, filters: ListQuery['filters'], params: ReportParams = {}) =>
    queryOptions({
      queryKey: [...reportsQueries.report(name), 'metrics', filters, params] as const,
      queryFn: () => callMetrics(name, searchParamsOf({ filters }, params)),
      placeholderData: keepPreviousData,
    }),
};
