// Departments: names unique case-insensitively; a department in use cannot be deleted.
import type { CreateDepartmentInput, Deleted, Department, ListResponse, UpdateDepartmentInput } from '@crewbase/domain';
import { writeAudit } from '../../platform/audit';
import { adminActor, type ServiceContext } from '../../platform/context';
import { deleteOrExplain, guardUnique, inUse, taken, usageText } from '../../platform/db-errors';
import { notFound } from '../../platform/errors';
import { listResponse, parseListQuery } from '../../platform/list-query';
import * as repo from './department.repository';

const NOT_FOUND = 'That department does not exist.';
const nameTaken = (name: string) => taken('name', `A department named "${name}" already exists.`);

const guardName = <T>(name: string | undefined, work: () => Promise<T>) => guardUnique(work, () => (name === undefined ? null : nameTaken(name)));

export async function listDepartments(ctx: ServiceContext, rawQuery: string): Promise<ListResponse<Department>> {
  const query = parseListQuery(rawQuery, repo.departmentListSpec);
  const { rows, total } = await repo.list(ctx.db, query);
  return listResponse(rows, total, query);
}

export async function getDepartment(ctx: ServiceContext, id: string): Promise<Department> {
  const found = await repo.find(ctx.db, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

export async function createDepartment(ctx: ServiceContext, input: CreateDepartmentInput): Promise<Department> {
  const actor = adminActor(ctx);
  if (await repo.nameTaken(ctx.db, input.name)) throw nameTaken(input.name);
  const id = await guardName(input.name, () =>
    ctx.db.transaction(async (tx) => {
      const created = await repo.insert(tx, { name: input.name, description: input.description ?? null });
      await writeAudit(tx, { actor, action: 'create', entity: 'department', entityId: created, to: input });
      return created;
    }),
  );
  return getDepartment(ctx, id);
}

export async function updateDepartment(ctx: ServiceContext, id: string, input: UpdateDepartmentInput): Promise<Department> {
  const actor = adminActor(ctx);
  const before = await getDepartment(ctx, id);
  if (input.name !== undefined && (await repo.nameTaken(ctx.db, input.name, id))) throw nameTaken(input.name);
  await guardName(input.name, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await repo.update(tx, id, input))) throw notFound(NOT_FOUND);
      await writeAudit(tx, { actor, action: 'update', entity: 'department', entityId: id, from: { name: before.name, description: before.description }, to: input });
    }),
  );
  return getDepartment(ctx, id);
}

export async function deleteDepartment(ctx: ServiceContext, id: string): Promise<Deleted> {
  const actor = adminActor(ctx);
  const before = await getDepartment(ctx, id);
  const counts = await repo.usage(ctx.db, id);
  const usage = usageText([
    [counts.staff, 'staff member', 'staff'],
    [counts.jobTitles, 'job title', 'job titles'],
  ]);
  const what = `The department "${before.name}"`;
  if (usage) throw inUse(what, usage);
  await deleteOrExplain(what, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await repo.remove(tx, id))) throw notFound(NOT_FOUND);
      await writeAudit(tx, { actor, action: 'delete', entity: 'department', entityId: id, from: { name: before.name } });
    }),
  );
  return { id, deleted: true };
}
