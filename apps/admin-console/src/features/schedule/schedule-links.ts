// Addresses of the schedule screens, built from the typed path table. Weeks are week keys (their Sunday) and days
// are weekday names, as the API takes them.
import type { Weekday } from '@crewbase/domain';
import { generatePath } from 'react-router';
import { paths } from '../../app/paths';

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const scheduleLinks = {
  overview: (week?: string) => withQuery(paths.schedule, { week }),
  locationWeek: (week: string, locationId: string) => generatePath(paths.scheduleLocationWeek, { week, id: locationId }),
  locationDay: (week: string, day: Weekday, locationId: string) =>
    generatePath(paths.scheduleLocationDay, { week, day, id: locationId }),
  editLocationDay: (week: string, day: Weekday, locationId: string) =>
    generatePath(paths.scheduleEditLocationDay, { week, day, id: locationId }),
  createByLocation: (query: { week?: string; locationId?: string } = {}) => withQuery(paths.scheduleCreateByLocation, query),
  createByStaff: (query: { week?: string; staffId?: string } = {}) => withQuery(paths.scheduleCreateByStaff, query),
};
