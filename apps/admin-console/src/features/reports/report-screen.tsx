// The one layout of the five reports (issue 15): the report's one filter, then its metric cards, its charts by month,
// department and status (each with a text alternative), the report's own extras, and the server-side table with an
// Export of exactly its rows. The filter drives all of them; a metric card is a link that narrows the table to the
// rows it counts (its filters from the metrics answer). Filter, card, page and sort are all kept in the address.
import { reportsQueries, type ReportMetrics, type ReportPage, type ReportParams } from '@crewbase/data-access-reports';
import {
  endpointPath,
  reportListFilters,
  reportsEndpoints,
  reportStatuses,
  type ListFilter,
  type ListQuery,
  type ReportName,
} from '@crewbase/domain';
import { type DataTableColumn, type DataTableRowModel, ErrorState, formatCount, formatDate, formatMonth, ListScreen, type ListStateSort, type RowAction, statusAppearance, useListState } from '@crewbase/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { listExport } from '../../shared/list-export';
import { ReportChart } from './report-chart';
import { CARD_KEY, useReportFilter, type ReportFilter } from './report-filter';
import { ReportFilterBar } from './report-filter-bar';
import { ReportMetricCards } from './report-metric-cards';

export type ReportMetricsOf<N extends ReportName> = ReportMetrics<N>;
export type ReportRowOf<N extends ReportName> = ReportPage<N>['data'][number];

export interface ReportScreenProps<N extends ReportName> {
  name: N;
  /** The table's accessible name, e.g. "Driver's licences". */
  label: string;
  /** What the report's date is (the filter's From and To), e.g. "Expiry". */
  dateLabel: string;
  columns: readonly DataTableColumn<ReportRowOf<N> & DataTableRowModel>[];
  defaultSort: ListStateSort;
  /** Query parameters the report reads besides its filter. */
  params?: ReportParams;
  /** A line under a card's figure, by card key. */
  cardHints?: (metrics: ReportMetricsOf<N> | undefined) => Readonly<Record<string, ReactNode>>;
  /** The report's own figures after its charts (who is away today, the overdue installments). */
  extras?: (metrics: ReportMetricsOf<N>) => ReactNode;
  rowActions?: (row: ReportRowOf<N>) => ReadonlyArray<RowAction>;
  rowActionsLabel?: (row: ReportRowOf<N>) => string;
  empty: { title: string; description?: ReactNode };
  notice?: ReactNode;
  children?: ReactNode;
}

/** The report's filter in the list language; a metric card's filters replace those on the same fields. */
export function tableFilters(filter: ReportFilter, cardFilters: readonly ListFilter[] = []): ListFilter[] {
  const base = reportListFilters({ ...filter, status: filter.status ? [filter.status] : undefined });
  const replaced = new Set(cardFilters.map((f) => f.field));
  return [...base.filter((f) => !replaced.has(f.field)), ...cardFilters];
}

const departmentGroup = 'Department';

export function ReportScreen<N extends ReportName>({
  name,
  label,
  dateLabel,
  columns,
  defaultSort,
  params = {},
  cardHints,
  extras,
  rowActions,
  rowActionsLabel,
  empty,
  notice,
  children,
}: ReportScreenProps<N>) {
  const searchParams = useSearchParams();
  const { filter, change, reset, isDefault } = useReportFilter(name);
  const list = useListState(searchParams, { defaultSort, defaultLimit: 10 });
  const card = searchParams[0].get(CARD_KEY) ?? undefined;

  const filters = useMemo(() => tableFilters(filter), [filter]);
  const metrics = useQuery(reportsQueries.metrics(name, filters, params));
  const metricsData = metrics.data as ReportMetricsOf<N> | undefined;
  const currentCard = metricsData?.cards.find((c) => c.key === card && c.filters.length > 0);
  // The table waits for the chosen card's filters (they come with the metrics), so it never shows other rows first.
  const waitingForCard = card !== undefined && metricsData === undefined;
  const rowFilters = useMemo(() => tableFilters(filter, currentCard?.filters), [filter, currentCard]);
  const query: ListQuery = { page: list.state.page, limit: list.state.limit, sort: list.state.sort, filters: rowFilters };
  const rows = useQuery({ ...reportsQueries.list(name, query, params), enabled: !waitingForCard });

  const statusOptions = reportStatuses[name].map((value) => ({ value, label: statusAppearance(value).label }));
  const clearCard = () => {
    const next = new URLSearchParams(searchParams[0]);
    next.delete(CARD_KEY);
    next.delete('page');
    searchParams[1](next);
  };

  return (
    <Stack spacing={3}>
      <ReportFilterBar
        label={`${label} filter`}
        filter={filter}
        onChange={change}
        onReset={reset}
        isDefault={isDefault}
        dateLabel={dateLabel}
        statusOptions={statusOptions}
      />
      {metrics.isError ? (
        <ErrorState title="We could not load the report's figures" message={metrics.error.message} onRetry={() => void metrics.refetch()} />
      ) : metricsData ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {windowText(metricsData.window, dateLabel)} · {formatCount(metricsData.total)} {metricsData.total === 1 ? 'row' : 'rows'} · figures as of{' '}
            {formatDate(metricsData.generatedAt, { month: 'short', time: true })}
          </Typography>
          <ReportMetricCards cards={metricsData.cards} loading={metrics.isFetching && metrics.isPlaceholderData} current={currentCard?.key} hints={cardHints?.(metricsData)} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
            <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
              <ReportChart chart={metricsData.charts.byMonth} groupLabel="Month" formatLabel={(point) => formatMonth(point.key, { style: 'short' })} />
            </Box>
            <ReportChart chart={metricsData.charts.byDepartment} groupLabel={departmentGroup} />
            <ReportChart chart={metricsData.charts.byStatus} groupLabel="Status" formatLabel={(point) => statusAppearance(point.key).label} />
          </Box>
          {extras?.(metricsData)}
        </>
      ) : (
        <Stack spacing={2} role="status" aria-label="Loading the report's figures">
          <Skeleton variant="rounded" height={110} />
          <Skeleton variant="rounded" height={280} />
        </Stack>
      )}
      <Stack component="section" aria-label={`${label} table`} spacing={1.5}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {currentCard ? `${label}: ${currentCard.label}` : label}
          </Typography>
          {currentCard && (
            <Button variant="secondary" size="small" onClick={clearCard}>
              Show all rows
            </Button>
          )}
        </Stack>
        <ListScreen<ReportRowOf<N> & DataTableRowModel>
          label={label}
          list={list}
          query={rows}
          columns={columns}
          rowActions={rowActions}
          rowActionsLabel={rowActionsLabel}
          export={listExport(endpointPath(reportsEndpoints[name].list), { ...list.state, filters: rowFilters }, [], params)}
          empty={isDefault && !currentCard ? empty : { title: 'Nothing matches this filter', description: 'Change or reset the filter to see more.' }}
          notice={notice}
        >
          {children}
        </ListScreen>
      </Stack>
    </Stack>
  );
}

function windowText(window: { from: string | null; to: string | null }, dateLabel: string): string {
  const day = (value: string) => formatDate(value, { month: 'short' });
  if (window.from && window.to) return `${dateLabel} ${day(window.from)} to ${day(window.to)}`;
  if (window.from) return `${dateLabel} from ${day(window.from)}`;
  if (window.to) return `${dateLabel} up to ${day(window.to)}`;
  return `Every ${dateLabel.toLowerCase()}`;
}
