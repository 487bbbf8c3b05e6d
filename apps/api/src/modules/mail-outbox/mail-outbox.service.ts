import type { ListResponse, MailOutboxItem } from '@crewbase/domain';
import type { ServiceContext } from '../../platform/context';
import { listResponse, parseListQuery } from '../../platform/list-query';
import * as repo from './mail-outbox.repository';

export async function listMailOutbox(ctx: ServiceContext, rawQuery: string): Promise<ListResponse<MailOutboxItem>> {
  const query = parseListQuery(rawQuery, repo.mailOutboxListSpec);
  const { rows, total } = await repo.listMail(ctx.db, query);
  return listResponse(rows, total, query);
}
