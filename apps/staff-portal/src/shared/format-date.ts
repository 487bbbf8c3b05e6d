// Dates as people read them ("4 March 2024"). A bare `YYYY-MM-DD` is a calendar day, not an instant, so it is
// formatted in UTC: otherwise a browser west of Greenwich would show the day before.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const formatDate = (value: string | null | undefined, locale = 'en-GB'): string | null => {
  if (!value) return null;
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
};
