import { staffEndpoints, type ListQuery } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { toSearchParams } from './to-search-params';

export const staffApi = {
  /** staff:read. Without a createdAt filter, the spec's Dec 31 upper bound is added. */
  list: (query: Partial<ListQuery> = {}) => callEndpoint(staffEndpoints.list, { searchParams: toSearchParams(query) }),
};
