// The week a schedule screen shows, kept in the address (?week=YYYY-MM-DD, its Sunday) so it survives a reload and
// can be shared. A missing or unreadable week means the current one.
import { currentWeekKey, toWeekKey } from '@crewbase/domain';
import { useSearchParams } from 'react-router';

export function useWeekParam(): [week: string, setWeek: (week: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const week = toWeekKey(searchParams.get('week')) ?? currentWeekKey();
  const setWeek = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('week', next);
        params.delete('page');
        return params;
      },
      { replace: true },
    );
  return [week, setWeek];
}
