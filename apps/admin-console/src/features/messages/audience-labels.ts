import type { MessageAudience } from '@crewbase/domain';

/** How each audience reads in filters and on the detail screen. */
export const audienceLabels: Record<MessageAudience, string> = {
  everyone: 'Everyone',
  departments: 'Departments',
  locations: 'Locations',
  staff: 'Chosen staff',
};
