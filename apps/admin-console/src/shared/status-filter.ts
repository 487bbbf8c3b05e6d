// The status buttons of a list screen: every status of the list, named as its status chips name them, with the counts
// the list's status-counts query answered (none while loading).
import type { StatusCounts } from '@crewbase/domain';
import { statusAppearance, type ListScreenStatusFilter } from '@crewbase/ui';

export const statusFilter = (statuses: readonly string[], counts: StatusCounts | undefined): ListScreenStatusFilter => ({
  field: 'status',
  options: statuses.map((value) => ({ value, label: statusAppearance(value).label })),
  counts,
});
