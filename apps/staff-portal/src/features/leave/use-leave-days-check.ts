// The day count and balance check shown as the person picks dates: the same rules the API applies
// (working days Monday to Friday, per calendar year, against each year's remaining days).
import { leaveQueries } from '@crewbase/data-access-leave';
import { countLeaveDays, workingDaysByYear, type LeaveRequest } from '@crewbase/domain';
import { useQueries } from '@tanstack/react-query';
import { workingDaysLabel } from './leave-labels';

export interface LeaveDaysCheck {
  /** Working days the dates take; null until both dates make a range. */
  days: number | null;
  tone: 'info' | 'warning';
  message: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `editing`: the request being changed, whose own days are still held in its balance and come back to it. */
export function useLeaveDaysCheck(startDate: string | null, endDate: string | null, editing?: LeaveRequest): LeaveDaysCheck {
  const range = startDate && endDate && DAY.test(startDate) && DAY.test(endDate) && endDate >= startDate ? { startDate, endDate } : null;
  const byYear = range ? [...workingDaysByYear(range.startDate, range.endDate)] : [];
  const balances = useQueries({ queries: byYear.map(([year]) => leaveQueries.myBalance(year)) });

  if (!range) return { days: null, tone: 'info', message: null };
  const days = countLeaveDays(range.startDate, range.endDate);
  if (days === 0) return { days, tone: 'warning', message: 'Those dates hold no working day (leave counts Monday to Friday).' };

  const ownDays = editing && (editing.status === 'PENDING' || editing.status === 'APPROVED') ? workingDaysByYear(editing.startDate, editing.endDate) : new Map<number, number>();
  const lines: string[] = [];
  let over = false;
  for (const [index, [year, requested]] of byYear.entries()) {
    const balance = balances[index]?.data;
    if (!balance) continue;
    const remaining = balance.remaining + (ownDays.get(year) ?? 0);
    if (requested > remaining) {
      over = true;
      lines.push(`This asks for ${workingDaysLabel(requested)} in ${year}, but only ${Math.max(remaining, 0)} of ${balance.entitlement} remain.`);
    } else {
      lines.push(`You will have ${remaining - requested} of ${balance.entitlement} days left in ${year}.`);
    }
  }
  const summary = `${workingDaysLabel(days)}.`;
  return { days, tone: over ? 'warning' : 'info', message: [summary, ...lines].join(' ') };
}
