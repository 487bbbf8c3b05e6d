// The service every named settings record shares (departments, job titles, staff roles, locations): list and export
// through its resource (platform/resource), view, create and edit with the name unique case-insensitively in its
// canonical form (platform/names: NFKC, invisible characters removed; 409 naming the field), and delete only what
// nothing uses (409 saying what does). Each write is audited in the same transaction.
import type { ListResponse } from '@crewbase/domain';
import type { Db } from '../db/database';
import { writeAudit } from './audit';
import { adminActor, type ServiceContext } from './context';
import { deleteOrExplain, guardUnique, inUse, taken, usageText } from './db-errors';
import { notFound } from './errors';
import { canonicalNameInput } from './names';
import { exportResource, type ExportFile } from './export';
import { listResource, type Resource } from './resource';

export interface NamedRecordRepository<T, C, U> {
  /** The list and its export (platform/resource). */
  resource: Resource<T, void>;
  find(db: Db, id: string): Promise<T | null>;
  /** Whether the name is taken; `input` is the whole create or edit, for names unique within a parent (a location's shift templates). */
  nameTaken(db: Db, name: string, exceptId?: string, input?: C | U): Promise<boolean>;
  insert(db: Db, values: C): Promise<string>;
  update(db: Db, id: string, changes: U): Promise<boolean>;
  /** What uses the record: [count, singular, plural], e.g. [12, 'staff member', 'staff']. */
  usage(db: Db, id: string): Promise<ReadonlyArray<readonly [number, string, string]>>;
  remove(db: Db, id: string): Promise<boolean>;
}

export interface NamedRecordOptions<T, C, U> {
  /** The audit entity, e.g. `job-title`. */
  entity: string;
  /** How people call it, e.g. `job title`. */
  label: string;
  repo: NamedRecordRepository<T, C, U>;
  /** Checks beyond the name (referenced records exist); throws a 400 naming the field. */
  validate?: (ctx: ServiceContext, input: C | U) => Promise<void>;
}

export function namedRecordService<T extends { name: string }, C extends { name: string }, U extends { name?: string }>(options: NamedRecordOptions<T, C, U>) {
  const { entity, label, repo, validate } = options;
  const NOT_FOUND = `That ${label} does not exist.`;
  const article = /^[aeiou]/i.test(label) ? 'An' : 'A';
  const nameTaken = (name: string) => taken('name', `${article} ${label} named "${name}" already exists.`);
  const guardName = <R>(name: string | undefined, work: () => Promise<R>) => guardUnique(work, () => (name === undefined ? null : nameTaken(name)));

  const list = (ctx: ServiceContext, rawQuery: string): Promise<ListResponse<T>> => listResource(ctx, repo.resource, rawQuery, undefined);
  const exportList = (ctx: ServiceContext, rawQuery: string): Promise<ExportFile> => exportResource(ctx, repo.resource, rawQuery, undefined);

  async function get(ctx: ServiceContext, id: string): Promise<T> {
    const found = await repo.find(ctx.db, id);
    if (!found) throw notFound(NOT_FOUND);
    return found;
  }

  const canonical = <I extends { name?: string }>(input: I): I => (input.name === undefined ? input : { ...input, name: canonicalNameInput('name', input.name) });

  async function create(ctx: ServiceContext, sent: C): Promise<T> {
    const actor = adminActor(ctx);
    const input = canonical(sent);
    await validate?.(ctx, input);
    if (await repo.nameTaken(ctx.db, input.name, undefined, input)) throw nameTaken(input.name);
    const id = await guardName(input.name, () =>
      ctx.db.transaction(async (tx) => {
        const created = await repo.insert(tx, input);
        await writeAudit(tx, { actor, action: 'create', entity, entityId: created, to: input });
        return created;
      }),
    );
    return get(ctx, id);
  }

  async function update(ctx: ServiceContext, id: string, sent: U): Promise<T> {
    const actor = adminActor(ctx);
    const input = canonical(sent);
    const before = await get(ctx, id);
    await validate?.(ctx, input);
    if (input.name !== undefined && (await repo.nameTaken(ctx.db, input.name, id, input))) throw nameTaken(input.name);
    await guardName(input.name, () =>
      ctx.db.transaction(async (tx) => {
        if (!(await repo.update(tx, id, input))) throw notFound(NOT_FOUND);
        await writeAudit(tx, { actor, action: 'update', entity, entityId: id, from: before, to: input });
      }),
    );
    return get(ctx, id);
  }

  async function remove(ctx: ServiceContext, id: string): Promise<void> {
    const actor = adminActor(ctx);
    const before = await get(ctx, id);
    const what = `The ${label} "${before.name}"`;
    const usage = usageText(await repo.usage(ctx.db, id));
    if (usage) throw inUse(what, usage);
    await deleteOrExplain(what, () =>
      ctx.db.transaction(async (tx) => {
        if (!(await repo.remove(tx, id))) throw notFound(NOT_FOUND);
        await writeAudit(tx, { actor, action: 'delete', entity, entityId: id, from: before });
      }),
    );
  }

  return { list, exportList, get, create, update, remove };
}
