// A report's one filter, kept in the address so a reload, back/forward and a shared link show the same report: the
// date range (the spec's 12-month window unless chosen), department, location, status and staff member. The same
// filter goes to the metrics, the charts and the table (and its export), so all three always agree.
import { reportDefaultWindow, reportUsesDefaultWindow, type ReportName } from '@crewbase/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ReportFilter {
  /** Calendar days `YYYY-MM-DD`, both included; open when the report has no default window (licences). */
  from?: string;
  to?: string;
  departmentId?: string;
  locationId?: string;
  status?: string;
  staffId?: string;
}

export type ReportFilterChange = Partial<Record<keyof ReportFilter, string | undefined>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KEYS = { from: 'from', to: 'to', departmentId: 'department', locationId: 'location', status: 'status', staffId: 'staff' } as const;
/** The address keys the filter owns; a change to any of them starts the table again from its first page and card. */
export const REPORT_FILTER_KEYS = Object.values(KEYS);
/** The metric card whose rows the table shows (see ReportMetricCards). */
export const CARD_KEY = 'card';

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The report's dates while the address names none: the spec's 12-month window (this month and the eleven before it),
 * or none for a report that lists every record whatever its date (the licence report: every licence held).
 */
export function defaultReportDates(name: ReportName, today: Date = new Date()): { from?: string; to?: string } {
  return reportUsesDefaultWindow[name] ? reportDefaultWindow(dayOf(today)) : {};
}

export function readReportFilter(name: ReportName, params: URLSearchParams, today: Date = new Date()): ReportFilter {
  const window = defaultReportDates(name, today);
  const day = (key: string, fallback: string | undefined) => {
    const value = params.get(key);
    return value && DAY.test(value) ? value : fallback;
  };
  const text = (key: string) => params.get(key) || undefined;
  return {
    from: day(KEYS.from, window.from),
    to: day(KEYS.to, window.to),
    departmentId: text(KEYS.departmentId),
    locationId: text(KEYS.locationId),
    status: text(KEYS.status),
    staffId: text(KEYS.staffId),
  };
}

/** The filter and its setters; `isDefault` tells whether anything differs from the plain 12-month report. */
export function useReportFilter(name: ReportName) {
  const [params, setParams] = useSearchParams();
  const serialized = params.toString();
  const filter = useMemo(() => readReportFilter(name, new URLSearchParams(serialized)), [name, serialized]);

  const change = useCallback(
    (next: ReportFilterChange) => {
      const updated = new URLSearchParams(serialized);
      for (const [field, value] of Object.entries(next) as [keyof ReportFilter, string | undefined][]) {
        if (value) updated.set(KEYS[field], value);
        else updated.delete(KEYS[field]);
      }
      // Another filter is another set of rows: the table starts again on its first page, showing all of them.
      updated.delete('page');
      updated.delete(CARD_KEY);
      setParams(updated);
    },
    [serialized, setParams],
  );

  const reset = useCallback(() => {
    const updated = new URLSearchParams(serialized);
    for (const key of [...REPORT_FILTER_KEYS, CARD_KEY, 'page']) updated.delete(key);
    setParams(updated);
  }, [serialized, setParams]);

  const isDefault = REPORT_FILTER_KEYS.every((key) => !params.get(key));
  return { filter, change, reset, isDefault };
}
