// Admin roles: a name unique case-insensitively and a set of permissions. The Super Admin role holds every permission
// and cannot be edited or deleted. A change applies to the holders' next request (the auth hook reads permissions
// per request, never from the token).
import type { createRoleInputSchema, ListResponse, RoleDetail, RoleListItem, UpdateRoleInput } from '@crewbase/domain';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit';
import { isSuperAdminRole, type AdminActor } from '../../platform/accounts';
import { canonicalNameInput } from '../../platform/names';
import { adminActor, type ServiceContext } from '../../platform/context';
import { deleteOrExplain, guardUnique, inUse, isUniqueViolation, taken, usageText } from '../../platform/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { exportResource } from '../../platform/export';
import { listResource } from '../../platform/resource';
import * as repo from './roles.repository';

const NOT_FOUND = 'That role does not exist.';
const SUPER_ADMIN_FIXED = 'The Super Admin role always holds every permission; it cannot be changed or deleted.';
const nameTaken = (name: string) => taken('name', `A role named "${name}" already exists.`);
const displayNameTaken = (displayName: string) => taken('displayName', `A role shown as "${displayName}" already exists.`);
/** Checks both unique names first; a write that still collides (two admins at once) says which one did. */
async function checkNames(ctx: ServiceContext, names: { name?: string; displayName?: string }, exceptId?: string): Promise<void> {
  if (names.name !== undefined && (await repo.nameTaken(ctx.db, names.name, exceptId))) throw nameTaken(names.name);
  if (names.displayName !== undefined && (await repo.displayNameTaken(ctx.db, names.displayName, exceptId))) throw displayNameTaken(names.displayName);
}
const guardName = <T>(names: { name?: string; displayName?: string }, work: () => Promise<T>) =>
  guardUnique(work, (error) =>
    isUniqueViolation(error, 'roles_display_name_lower_idx') && names.displayName !== undefined
      ? displayNameTaken(names.displayName)
      : names.name !== undefined
        ? nameTaken(names.name)
        : null,
  );

async function checkPermissionIds(ctx: ServiceContext, ids: readonly string[] | undefined): Promise<void> {
  const unknown = await repo.unknownPermissionIds(ctx.db, ids ?? []);
  if (unknown.length > 0) {
    const message = `${unknown.length === 1 ? 'One permission does' : `${unknown.length} permissions do`} not exist. Reload and choose again.`;
    throw badRequest(message, [{ path: 'permissionIds', message }]);
  }
}

/** A limited admin may only hand out permissions their own role holds, so nobody raises their own rights. */
async function checkGrantable(ctx: ServiceContext, actor: AdminActor, granted: readonly string[], alreadyHeld: readonly string[] = []): Promise<void> {
  if (isSuperAdminRole(actor.roleName)) return;
  const mine = await repo.heldPermissionIds(ctx.db, actor.roleId);
  const before = new Set(alreadyHeld);
  if (granted.some((id) => !before.has(id) && !mine.has(id))) {
    throw forbidden('You can only grant permissions your own role has.');
  }
}

export const listRoles = (ctx: ServiceContext, rawQuery: string): Promise<ListResponse<RoleListItem>> => listResource(ctx, repo.roleResource, rawQuery, undefined);

export const exportRoles = (ctx: ServiceContext, rawQuery: string) => exportResource(ctx, repo.roleResource, rawQuery, undefined);

export async function getRole(ctx: ServiceContext, id: string): Promise<RoleDetail> {
  const role = await repo.find(ctx.db, id);
  if (!role) throw notFound(NOT_FOUND);
  return { ...role, permissions: await repo.grantedPermissions(ctx.db, role) };
}

/** Role names are compared and kept in their canonical form (platform/names), so no look-alike of a role slips in. */
function canonicalRoleNames<I extends { name?: string; displayName?: string }>(input: I): I {
  return {
    ...input,
    ...(input.name === undefined ? {} : { name: canonicalNameInput('name', input.name) }),
    ...(input.displayName === undefined ? {} : { displayName: canonicalNameInput('displayName', input.displayName) }),
  };
}

export async function createRole(ctx: ServiceContext, sent: z.output<typeof createRoleInputSchema>): Promise<RoleDetail> {
  const actor = adminActor(ctx);
  const input = canonicalRoleNames(sent);
  await checkPermissionIds(ctx, input.permissionIds);
  await checkGrantable(ctx, actor, input.permissionIds);
  const displayName = input.displayName ?? input.name;
  await checkNames(ctx, { name: input.name, displayName });
  const id = await guardName({ name: input.name, displayName }, () =>
    ctx.db.transaction(async (tx) => {
      const created = await repo.insert(tx, { name: input.name, displayName });
      await repo.setPermissions(tx, created, input.permissionIds);
      await writeAudit(tx, { actor, action: 'create', entity: 'role', entityId: created, to: input });
      return created;
    }),
  );
  return getRole(ctx, id);
}

export async function updateRole(ctx: ServiceContext, id: string, sent: UpdateRoleInput): Promise<RoleDetail> {
  const actor = adminActor(ctx);
  const input = canonicalRoleNames(sent);
  const before = await getRole(ctx, id);
  if (before.isSuperAdmin) throw conflict(SUPER_ADMIN_FIXED);
  await checkPermissionIds(ctx, input.permissionIds);
  await checkGrantable(ctx, actor, input.permissionIds ?? [], before.permissions.map((p) => p.id));
  await checkNames(ctx, input, id);
  await guardName(input, () =>
    ctx.db.transaction(async (tx) => {
      const { permissionIds, ...names } = input;
      if (Object.keys(names).length > 0) await repo.update(tx, id, names);
      if (permissionIds) await repo.setPermissions(tx, id, permissionIds);
      await writeAudit(tx, {
        actor,
        action: 'update',
        entity: 'role',
        entityId: id,
        from: { name: before.name, displayName: before.displayName, permissionIds: before.permissions.map((p) => p.id) },
        to: input,
      });
    }),
  );
  return getRole(ctx, id);
}

export async function deleteRole(ctx: ServiceContext, id: string): Promise<void> {
  const actor = adminActor(ctx);
  const before = await getRole(ctx, id);
  if (before.isSuperAdmin) throw conflict(SUPER_ADMIN_FIXED);
  const what = `The role "${before.displayName}"`;
  const usage = usageText([[await repo.userCount(ctx.db, id), 'admin', 'admins']]);
  if (usage) throw inUse(what, usage);
  await deleteOrExplain(what, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await repo.remove(tx, id))) throw notFound(NOT_FOUND);
      await writeAudit(tx, { actor, action: 'delete', entity: 'role', entityId: id, from: { name: before.name } });
    }),
  );
}
