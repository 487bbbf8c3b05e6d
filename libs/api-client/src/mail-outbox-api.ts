import { mailOutboxEndpoints, type ListQuery } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { toSearchParams } from './to-search-params';

export const mailOutboxApi = {
  /** mail-outbox:read; newest first unless another sort is given (the API's default). */
  list: (query: Partial<ListQuery> = {}) => callEndpoint(mailOutboxEndpoints.list, { searchParams: toSearchParams(query) }),
};
