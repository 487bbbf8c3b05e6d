// A span of calendar days (YYYY-MM-DD), e.g. a week: "22–28 Nov 2026", "29 Nov – 5 Dec 2026",
// "28 Dec 2025 – 3 Jan 2026". Built by hand rather than with Intl's formatRange, whose spacing differs between
// browsers. Formatted in UTC so no time zone moves a day.
import { dateTimeFormat, PRODUCT_LOCALE } from '@crewbase/locale';
export function formatDayRange(
  from: string,
  to: string,
  { month = 'short', locale = PRODUCT_LOCALE }: { month?: 'long' | 'short'; locale?: string } = {},
): string {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${from} – ${to}`;
  const monthOf = (date: Date) => dateTimeFormat(locale, { month, timeZone: 'UTC' }).format(date);
  const [startYear, endYear] = [start.getUTCFullYear(), end.getUTCFullYear()];
  if (startYear !== endYear) {
    return `${start.getUTCDate()} ${monthOf(start)} ${startYear} – ${end.getUTCDate()} ${monthOf(end)} ${endYear}`;
  }
  if (start.getUTCMonth() !== end.getUTCMonth()) {
    return `${start.getUTCDate()} ${monthOf(start)} – ${end.getUTCDate()} ${monthOf(end)} ${endYear}`;
  }
  return `${start.getUTCDate()}–${end.getUTCDate()} ${monthOf(end)} ${endYear}`;
}
