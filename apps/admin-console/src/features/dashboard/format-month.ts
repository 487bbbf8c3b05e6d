// `2026-03` -> "Mar 2026" (short) or "March 2026" (long), read in UTC so no time zone moves a month.
const formats = {
  short: new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

export function formatMonth(month: string, style: keyof typeof formats = 'short'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return formats[style].format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}
