import type { ListResponse, StaffListItem } from '@crewbase/domain';
import type { ServiceContext } from '../../platform/context';
import { listResponse, parseListQuery } from '../../platform/list-query';
import * as repo from './staff.repository';

export async function listStaff(ctx: ServiceContext, rawQuery: string): Promise<ListResponse<StaffListItem>> {
  const query = parseListQuery(rawQuery, repo.staffListSpec);
  const { rows, total } = await repo.listStaff(ctx.db, query, ctx.listMemory);
  return listResponse(rows, total, query);
}
