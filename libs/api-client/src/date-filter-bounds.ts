/** A calendar day: a Date (its local day), `YYYY-MM-DD...`, or a dayjs-like value with toDate(). */
export type DayInput = Date | string | { toDate(): Date };

export interface DateFilterBounds {
  /** `YYYY-MM-DDT00:00:00` of the first day. */
  from: string;
  /** `YYYY-MM-DDT23:59:59` of the last day. */
  to: string;
}

/** Spec section 9: date filters run from T00:00:00 of the first day to T23:59:59 of the last (default: the same day). */
export function dateFilterBounds(from: DayInput, to: DayInput = from): DateFilterBounds {
  return { from: `${calendarDay(from)}T00:00:00`, to: `${calendarDay(to)}T23:59:59` };
}

export function calendarDay(day: DayInput): string {
  if (typeof day === 'string') {
    const match = /^\d{4}-\d{2}-\d{2}/.exec(day);
    if (match) return match[0];
    return calendarDay(new Date(day));
  }
  const date = day instanceof Date ? day : day.toDate();
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(day)}`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
