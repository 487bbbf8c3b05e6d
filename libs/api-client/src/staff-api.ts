import { listResponseSchema, staffListItemSchema, type ListQuery, type ListResponse, type StaffListItem } from '@crewbase/domain';
import { callApi } from './call-api';
import { toSearchParams } from './to-search-params';

export const staffApi = {
  /** GET admin/staff (staff:read). Without a createdAt filter, the spec's Dec 31 upper bound is added. */
  list: (query: Partial<ListQuery> = {}): Promise<ListResponse<StaffListItem>> =>
    callApi(listResponseSchema(staffListItemSchema), 'admin/staff', {
      searchParams: toSearchParams(query, { createdAtUpperBound: true }),
    }),
};
