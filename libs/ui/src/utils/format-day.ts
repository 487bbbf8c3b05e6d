// Calendar days (YYYY-MM-DD) with their weekday, as schedules show them: "Monday 23 November", "Mon 23 Nov".
// Formatted in UTC so the calendar day never moves with the browser's time zone (see formatDate).
import { dateTimeFormat, PRODUCT_LOCALE } from '@crewbase/locale';
export interface FormatDayOptions {
  weekday?: 'long' | 'short';
  month?: 'long' | 'short';
  year?: boolean;
  locale?: string;
}

/** The day for display; an unreadable value comes back as it came. */
export function formatDay(date: string, { weekday = 'long', month = 'long', year = false, locale = PRODUCT_LOCALE }: FormatDayOptions = {}): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return dateTimeFormat(locale, {
    weekday,
    day: 'numeric',
    month,
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  })
    .format(day)
    .replace(',', '');
}
