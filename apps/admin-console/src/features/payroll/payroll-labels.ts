// How payroll's values read on the console: a run's scope, the recent months a new run may be for (a pay month reads
// as `formatMonth` writes it).
import type { PayRun } from '@crewbase/domain';

/** Who a run covers, in words. */
export function scopeLabel(run: Pick<PayRun, 'scope' | 'scopeRef'>): string {
  if (run.scope === 'all' || !run.scopeRef) return 'All staff';
  return `${run.scope === 'department' ? 'Department' : 'Location'}: ${run.scopeRef.name}`;
}

/** The months a new run may be for: next month, this month and the eleven before, newest first. */
export function recentMonths(today = new Date()): string[] {
  const months: string[] = [];
  for (let back = -1; back <= 11; back += 1) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    months.push(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}
