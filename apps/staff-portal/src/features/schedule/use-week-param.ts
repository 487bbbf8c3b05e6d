// The week the schedule shows, kept in the address (?week=YYYY-MM-DD, its Sunday) so a reload or a shared link
// keeps it. The current week leaves the address plain (/staff/schedule); an unreadable week means the current one.
import { currentWeekKey, toWeekKey } from '@crewbase/domain';
import { useSearchParams } from 'react-router';

/** The week in the address, or undefined for the current week; and a setter that keeps the address in step. */
export function useWeekParam(): [week: string | undefined, setWeek: (week: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = toWeekKey(searchParams.get('week'));
  const week = asked === currentWeekKey() ? undefined : (asked ?? undefined);
  const setWeek = (next: string) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === currentWeekKey()) params.delete('week');
      else params.set('week', next);
      return params;
    });
  return [week, setWeek];
}
