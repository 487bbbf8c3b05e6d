// Job titles: names unique case-insensitively, an optional department; a title someone holds cannot be deleted.
import type { CreateJobTitleInput, Deleted, JobTitle, ListResponse, UpdateJobTitleInput } from '@crewbase/domain';
import { writeAudit } from '../../platform/audit';
import { adminActor, type ServiceContext } from '../../platform/context';
import { deleteOrExplain, guardUnique, inUse, taken, usageText } from '../../platform/db-errors';
import { badRequest, notFound } from '../../platform/errors';
import { listResponse, parseListQuery } from '../../platform/list-query';
import * as repo from './job-title.repository';

const NOT_FOUND = 'That job title does not exist.';
const UNKNOWN_DEPARTMENT = 'That department does not exist.';
const nameTaken = (name: string) => taken('name', `A job title named "${name}" already exists.`);
const guardName = <T>(name: string | undefined, work: () => Promise<T>) => guardUnique(work, () => (name === undefined ? null : nameTaken(name)));

async function checkDepartment(ctx: ServiceContext, departmentId: string | null | undefined): Promise<void> {
  if (departmentId && !(await repo.departmentExists(ctx.db, departmentId))) {
    throw badRequest(UNKNOWN_DEPARTMENT, [{ path: 'departmentId', message: UNKNOWN_DEPARTMENT }]);
  }
}

export async function listJobTitles(ctx: ServiceContext, rawQuery: string): Promise<ListResponse<JobTitle>> {
  const query = parseListQuery(rawQuery, repo.jobTitleListSpec);
  const { rows, total } = await repo.list(ctx.db, query);
  return listResponse(rows, total, query);
}

export async function getJobTitle(ctx: ServiceContext, id: string): Promise<JobTitle> {
  const found = await repo.find(ctx.db, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

export async function createJobTitle(ctx: ServiceContext, input: CreateJobTitleInput): Promise<JobTitle> {
  const actor = adminActor(ctx);
  await checkDepartment(ctx, input.departmentId);
  if (await repo.nameTaken(ctx.db, input.name)) throw nameTaken(input.name);
  const id = await guardName(input.name, () =>
    ctx.db.transaction(async (tx) => {
      const created = await repo.insert(tx, { name: input.name, departmentId: input.departmentId ?? null });
      await writeAudit(tx, { actor, action: 'create', entity: 'job-title', entityId: created, to: input });
      return created;
    }),
  );
  return getJobTitle(ctx, id);
}

export async function updateJobTitle(ctx: ServiceContext, id: string, input: UpdateJobTitleInput): Promise<JobTitle> {
  const actor = adminActor(ctx);
  const before = await getJobTitle(ctx, id);
  await checkDepartment(ctx, input.departmentId);
  if (input.name !== undefined && (await repo.nameTaken(ctx.db, input.name, id))) throw nameTaken(input.name);
  await guardName(input.name, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await repo.update(tx, id, input))) throw notFound(NOT_FOUND);
      await writeAudit(tx, { actor, action: 'update', entity: 'job-title', entityId: id, from: { name: before.name, departmentId: before.department?.id ?? null }, to: input });
    }),
  );
  return getJobTitle(ctx, id);
}

export async function deleteJobTitle(ctx: ServiceContext, id: string): Promise<Deleted> {
  const actor = adminActor(ctx);
  const before = await getJobTitle(ctx, id);
  const usage = usageText([[(await repo.usage(ctx.db, id)).staff, 'staff member', 'staff']]);
  const what = `The job title "${before.name}"`;
  if (usage) throw inUse(what, usage);
  await deleteOrExplain(what, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await repo.remove(tx, id))) throw notFound(NOT_FOUND);
      await writeAudit(tx, { actor, action: 'delete', entity: 'job-title', entityId: id, from: { name: before.name } });
    }),
  );
  return { id, deleted: true };
}
