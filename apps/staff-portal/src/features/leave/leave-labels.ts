// How leave dates and day counts read on every leave screen.
import { formatDate } from '@crewbase/ui';

export const workingDaysLabel = (days: number) => `${days} working day${days === 1 ? '' : 's'}`;

/** "2 Mar 2026" for one day, "2 Mar 2026 – 4 Mar 2026" for a range. */
export const leaveDatesLabel = (startDate: string, endDate: string) => {
  const start = formatDate(startDate, { month: 'short' });
  return startDate === endDate ? (start ?? '') : `${start} – ${formatDate(endDate, { month: 'short' })}`;
};
