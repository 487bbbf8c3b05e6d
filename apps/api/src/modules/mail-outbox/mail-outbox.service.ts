import type { ListResponse, MailOutboxItem } from '@crewbase/domain';
import type { ServiceContext } from '../../platform/context';
import { exportResource } from '../../platform/export';
import { listResource } from '../../platform/resource';
import { mailOutboxResource } from './mail-outbox.repository';

export const listMailOutbox = (ctx: ServiceContext, rawQuery: string): Promise<ListResponse<MailOutboxItem>> => listResource(ctx, mailOutboxResource, rawQuery, undefined);

export const exportMailOutbox = (ctx: ServiceContext, rawQuery: string) => exportResource(ctx, mailOutboxResource, rawQuery, undefined);
