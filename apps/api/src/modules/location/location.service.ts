// Locations: names unique case-insensitively; a location in use (staff, and later schedules and inventory) cannot be deleted.
import type { CreateLocationInput, Deleted, Location, ListResponse, UpdateLocationInput } from '@crewbase/domain';
import { writeAudit } from '../../platform/audit';
import { adminActor, type ServiceContext } from '../../platform/context';
import { deleteOrExplain, guardUnique, inUse, taken, usageText } from '../../platform/db-errors';
import { notFound } from '../../platform/errors';
import { listResponse, parseListQuery } from '../../platform/list-query';
import * as repo from './location.repository';

const NOT_FOUND = 'That location does not exist.';
const nameTaken = (name: string) => taken('name', `A location named "${name}" already exists.`);

const guardName = <T>(name: string | undefined, work: () => Promise<T>) => guardUnique(work, () => (name === undefined ? null : nameTaken(name)));

export async function listLocations(ctx: ServiceContext, rawQuery: string): Promise<ListResponse<Location>> {
  const query = parseListQuery(rawQuery, repo.locationListSpec);
  const { rows, total } = await repo.list(ctx.db, query);
  return listResponse(rows, total, query);
}

export async function getLocation(ctx: ServiceContext, id: string): Promise<Location> {
  const found = await repo.find(ctx.db, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

export async function createLocation(ctx: ServiceContext, input: CreateLocationInput): Promise<Location> {
  const actor = adminActor(ctx);
  if (await repo.nameTaken(ctx.db, input.name)) throw nameTaken(input.name);
  const id = await guardName(input.name, () =>
    ctx.db.transaction(async (tx) => {
      const created = await repo.insert(tx, { name: input.name, address: input.address ?? null, city: input.city ?? null });
      await writeAudit(tx, { actor, action: 'create', entity: 'location', entityId: created, to: input });
      return created;
    }),
  );
  return getLocation(ctx, id);
}

export async function updateLocation(ctx: ServiceContext, id: string, input: UpdateLocationInput): Promise<Location> {
  const actor = adminActor(ctx);
  const before = await getLocation(ctx, id);
  if (input.name !== undefined && (await repo.nameTaken(ctx.db, input.name, id))) throw nameTaken(input.name);
  await guardName(input.name, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await repo.update(tx, id, input))) throw notFound(NOT_FOUND);
      await writeAudit(tx, { actor, action: 'update', entity: 'location', entityId: id, from: { name: before.name, address: before.address, city: before.city }, to: input });
    }),
  );
  return getLocation(ctx, id);
}

export async function deleteLocation(ctx: ServiceContext, id: string): Promise<Deleted> {
  const actor = adminActor(ctx);
  const before = await getLocation(ctx, id);
  const counts = await repo.usage(ctx.db, id);
  const usage = usageText([
    [counts.staff, 'staff member', 'staff'],
  ]);
  const what = `The location "${before.name}"`;
  if (usage) throw inUse(what, usage);
  await deleteOrExplain(what, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await repo.remove(tx, id))) throw notFound(NOT_FOUND);
      await writeAudit(tx, { actor, action: 'delete', entity: 'location', entityId: id, from: { name: before.name } });
    }),
  );
  return { id, deleted: true };
}
