// The departments as select options (the first 100 by name: the API's page ceiling, far above a company's count).
import { PICKER_QUERY, settingsQueries } from '@crewbase/data-access-settings';
import { useQuery } from '@tanstack/react-query';

export function useDepartmentOptions() {
  const departments = useQuery(settingsQueries.departments.list(PICKER_QUERY));
  return {
    options: (departments.data?.data ?? []).map((d) => ({ value: d.id, label: d.name })),
    loadError: departments.isError ? 'The departments could not be listed.' : undefined,
  };
}
