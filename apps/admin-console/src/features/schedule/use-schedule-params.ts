// Reads the week, day and location from a schedule address (/location/{week}/{day}/{id}); anything unreadable is
// null, so the screen can say the link is broken instead of asking the API something meaningless.
import { toWeekKey, weekdaySchema, type Weekday } from '@crewbase/domain';
import { useParams } from 'react-router';

export function useScheduleParams(): { week: string | null; day: Weekday | null; locationId: string | null } {
  const params = useParams();
  const day = weekdaySchema.safeParse(params.day?.toLowerCase());
  return { week: toWeekKey(params.week), day: day.success ? day.data : null, locationId: params.id ?? null };
}
