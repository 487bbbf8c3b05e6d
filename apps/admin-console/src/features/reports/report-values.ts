// A report figure as people read it: money (whole kobo on the wire) as naira, days and counts as numbers.
import type { ReportUnit } from '@crewbase/domain';
import { formatCount, formatMoney } from '@crewbase/ui';

export function formatReportValue(value: number, unit: ReportUnit): string {
  if (unit === 'kobo') return formatMoney(value / 100) ?? '';
  const number = formatCount(value);
  return unit === 'days' ? `${number} ${value === 1 ? 'day' : 'days'}` : number;
}
