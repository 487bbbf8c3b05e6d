// Staff roles: names unique case-insensitively; a staff role in use cannot be deleted.
import type { CreateStaffRoleInput, Deleted, StaffRole, ListResponse, UpdateStaffRoleInput } from '@crewbase/domain';
import { writeAudit } from '../../platform/audit';
import { adminActor, type ServiceContext } from '../../platform/context';
import { deleteOrExplain, guardUnique, inUse, taken, usageText } from '../../platform/db-errors';
import { notFound } from '../../platform/errors';
import { listResponse, parseListQuery } from '../../platform/list-query';
import * as repo from './staff-role.repository';

const NOT_FOUND = 'That staff role does not exist.';
const nameTaken = (name: string) => taken('name', `A staff role named "${name}" already exists.`);

const guardName = <T>(name: string | undefined, work: () => Promise<T>) => guardUnique(work, () => (name === undefined ? null : nameTaken(name)));

export async function listStaffRoles(ctx: ServiceContext, rawQuery: string): Promise<ListResponse<StaffRole>> {
  const query = parseListQuery(rawQuery, repo.staffRoleListSpec);
  const { rows, total } = await repo.list(ctx.db, query);
  return listResponse(rows, total, query);
}

export async function getStaffRole(ctx: ServiceContext, id: string): Promise<StaffRole> {
  const found = await repo.find(ctx.db, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

export async function createStaffRole(ctx: ServiceContext, input: CreateStaffRoleInput): Promise<StaffRole> {
  const actor = adminActor(ctx);
  if (await repo.nameTaken(ctx.db, input.name)) throw nameTaken(input.name);
  const id = await guardName(input.name, () =>
    ctx.db.transaction(async (tx) => {
      const created = await repo.insert(tx, { name: input.name, description: input.description ?? null });
      await writeAudit(tx, { actor, action: 'create', entity: 'staff-role', entityId: created, to: input });
      return created;
    }),
  );
  return getStaffRole(ctx, id);
}

export async function updateStaffRole(ctx: ServiceContext, id: string, input: UpdateStaffRoleInput): Promise<StaffRole> {
  const actor = adminActor(ctx);
  const before = await getStaffRole(ctx, id);
  if (input.name !== undefined && (await repo.nameTaken(ctx.db, input.name, id))) throw nameTaken(input.name);
  await guardName(input.name, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await repo.update(tx, id, input))) throw notFound(NOT_FOUND);
      await writeAudit(tx, { actor, action: 'update', entity: 'staff-role', entityId: id, from: { name: before.name, description: before.description }, to: input });
    }),
  );
  return getStaffRole(ctx, id);
}

export async function deleteStaffRole(ctx: ServiceContext, id: string): Promise<Deleted> {
  const actor = adminActor(ctx);
  const before = await getStaffRole(ctx, id);
  const counts = await repo.usage(ctx.db, id);
  const usage = usageText([
    [counts.staff, 'staff member', 'staff'],
  ]);
  const what = `The staff role "${before.name}"`;
  if (usage) throw inUse(what, usage);
  await deleteOrExplain(what, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await repo.remove(tx, id))) throw notFound(NOT_FOUND);
      await writeAudit(tx, { actor, action: 'delete', entity: 'staff-role', entityId: id, from: { name: before.name } });
    }),
  );
  return { id, deleted: true };
}
