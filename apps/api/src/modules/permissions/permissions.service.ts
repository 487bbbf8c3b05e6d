// The permission catalogue: seeded from @crewbase/domain; admins may add more (an action on a group), never twice.
import type { CreatePermissionInput, ListResponse, PermissionGroup, PermissionListItem } from '@crewbase/domain';
import { writeAudit } from '../../platform/audit';
import { adminActor, type ServiceContext } from '../../platform/context';
import { guardUnique, taken } from '../../platform/db-errors';
import { notFound } from '../../platform/errors';
import { exportResource } from '../../platform/export';
import { listResource } from '../../platform/resource';
import * as repo from './permissions.repository';

const duplicate = (input: CreatePermissionInput) => taken('name', `The permission "${input.name}" already exists in the group "${input.tableName}".`);

export const listPermissions = (ctx: ServiceContext, rawQuery: string): Promise<ListResponse<PermissionListItem>> =>
  listResource(ctx, repo.permissionResource, rawQuery, undefined);

export const exportPermissions = (ctx: ServiceContext, rawQuery: string) => exportResource(ctx, repo.permissionResource, rawQuery, undefined);

/** Every permission, one group per tableName, for the role editor. */
export async function groupedPermissions(ctx: ServiceContext): Promise<PermissionGroup[]> {
  const groups = new Map<string, PermissionGroup>();
  for (const permission of await repo.all(ctx.db)) {
    const group = groups.get(permission.tableName) ?? { tableName: permission.tableName, permissions: [] };
    group.permissions.push(permission);
    groups.set(permission.tableName, group);
  }
  return [...groups.values()];
}

export async function getPermission(ctx: ServiceContext, id: string): Promise<PermissionListItem> {
  const found = await repo.find(ctx.db, id);
  if (!found) throw notFound('That permission does not exist.');
  return found;
}

export async function createPermission(ctx: ServiceContext, input: CreatePermissionInput): Promise<PermissionListItem> {
  const actor = adminActor(ctx);
  if (await repo.exists(ctx.db, input.tableName, input.name)) throw duplicate(input);
  const id = await guardUnique(
    () =>
      ctx.db.transaction(async (tx) => {
        const created = await repo.insert(tx, { name: input.name, tableName: input.tableName, description: input.description ?? null });
        await writeAudit(tx, { actor, action: 'create', entity: 'permission', entityId: created, to: input });
        return created;
      }),
    () => duplicate(input),
  );
  return getPermission(ctx, id);
}
