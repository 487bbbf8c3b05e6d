// The day count and balance check shown as the person picks dates: the same rules the API applies (working days
// Monday to Friday less public holidays, per calendar year, against the chosen type's remaining days).
import { leaveQueries } from '@crewbase/data-access-leave';
import { countLeaveDays, workingDaysByYear, type LeaveRequest } from '@crewbase/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { workingDaysLabel } from './leave-labels';

export interface LeaveDaysCheck {
  /** Working days the dates take; null until both dates make a range. */
  days: number | null;
  tone: 'info' | 'warning';
  message: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `leaveTypeId`: the chosen type, whose balance the days are checked against (none until one is chosen).
 * `editing`: the request being changed, whose own days are still held in its balance and come back to it.
 */
export function useLeaveDaysCheck(startDate: string | null, endDate: string | null, leaveTypeId: string | null, editing?: LeaveRequest): LeaveDaysCheck {
  const range = startDate && endDate && DAY.test(startDate) && DAY.test(endDate) && endDate >= startDate ? { startDate, endDate } : null;
  const holidays = useQuery({ ...leaveQueries.myHolidays(range ? { from: range.startDate, to: range.endDate } : {}), enabled: range !== null });
  const holidayDates = new Set((holidays.data ?? []).map((h) => h.date));
  const named = new Map((holidays.data ?? []).map((h) => [h.date, h.name]));
  const byYear = range ? [...workingDaysByYear(range.startDate, range.endDate, holidayDates)] : [];
  const balances = useQueries({ queries: byYear.map(([year]) => leaveQueries.myBalances(year)) });

  if (!range || (holidays.isPending && range)) return { days: null, tone: 'info', message: null };
  const days = countLeaveDays(range.startDate, range.endDate, holidayDates);
  const inside = [...named].filter(([date]) => date >= range.startDate && date <= range.endDate).map(([, name]) => name);
  const holidayNote = inside.length > 0 ? ` Public holidays not counted: ${inside.join(', ')}.` : '';
  if (days === 0) return { days, tone: 'warning', message: `Those dates hold no working day (leave counts Monday to Friday, public holidays left out).${holidayNote}` };

  const ownDays =
    editing && editing.leaveType.id === leaveTypeId && (editing.status === 'PENDING' || editing.status === 'APPROVED')
      ? workingDaysByYear(editing.startDate, editing.endDate, holidayDates)
      : new Map<number, number>();
  const lines: string[] = [];
  let over = false;
  for (const [index, [year, requested]] of byYear.entries()) {
    const balance = balances[index]?.data?.find((b) => b.leaveType.id === leaveTypeId);
    if (!balance || !balance.leaveType.countsAgainstBalance) continue;
    const remaining = balance.remaining + (ownDays.get(year) ?? 0);
    if (requested > remaining) {
      over = true;
      lines.push(`This asks for ${workingDaysLabel(requested)} of ${balance.leaveType.name} leave in ${year}, but only ${Math.max(remaining, 0)} of ${balance.entitlement} remain.`);
    } else {
      lines.push(`You will have ${remaining - requested} of ${balance.entitlement} ${balance.leaveType.name} days left in ${year}.`);
    }
  }
  const summary = `${workingDaysLabel(days)}.${holidayNote}`;
  return { days, tone: over ? 'warning' : 'info', message: [summary, ...lines].join(' ') };
}
