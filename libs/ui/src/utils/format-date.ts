// Dates as people read them: "4 March 2024", or "4 Mar 2024" where space is short (tables). A bare `YYYY-MM-DD`
// is a calendar day, not an instant, so it is formatted in UTC: otherwise a browser west of Greenwich would
// show the day before.
import { dateTimeFormat, PRODUCT_LOCALE } from '@crewbase/locale';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export interface FormatDateOptions {
  month?: 'long' | 'short';
  /** Adds the time of an instant, 24-hour: "4 March 2024 at 17:05" (in the reader's time zone). */
  time?: boolean;
  locale?: string;
}

/** The date for display; null when there is none, and an unreadable value as it came. */
export function formatDate(
  value: string | null | undefined,
  { month = 'long', time = false, locale = PRODUCT_LOCALE }: FormatDateOptions = {},
): string | null {
  if (!value) return null;
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(locale, {
    day: 'numeric',
    month,
    year: 'numeric',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
    ...(time && !dateOnly ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).format(date);
}
