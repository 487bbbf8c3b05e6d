import { listResponseSchema, mailOutboxItemSchema, type ListQuery, type ListResponse, type MailOutboxItem } from '@crewbase/domain';
import { callApi } from './call-api';
import { toSearchParams } from './to-search-params';

export const mailOutboxApi = {
  /** GET admin/mail-outbox (mail-outbox:read), newest first unless another sort is given. */
  list: (query: Partial<ListQuery> = {}): Promise<ListResponse<MailOutboxItem>> =>
    callApi(listResponseSchema(mailOutboxItemSchema), 'admin/mail-outbox', {
      searchParams: toSearchParams(
        { ...query, sort: query.sort?.length ? query.sort : [{ field: 'createdAt', direction: 'DESC' }] },
        { createdAtUpperBound: true },
      ),
    }),
};
