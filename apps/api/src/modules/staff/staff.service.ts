import type { ListResponse, StaffListItem } from '@crewbase/domain';
import type { ServiceContext } from '../../platform/context';
import { listResource } from '../../platform/resource';
import { staffResource } from './staff.resource';

export const listStaff = (ctx: ServiceContext, rawQuery: string): Promise<ListResponse<StaffListItem>> => listResource(ctx, staffResource, rawQuery, undefined);
