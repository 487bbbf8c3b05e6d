// Public holidays: one a date (409 naming the date when taken); added, edited and deleted by admins, each audited.
import { formatCalendarDay, type CreatePublicHolidayInput, type PublicHoliday, type PublicHolidayQuery, type UpdatePublicHolidayInput } from '@crewbase/domain';
import { writeAudit } from '../../platform/audit';
import { adminActor, type ServiceContext } from '../../platform/context';
import { guardUnique, taken } from '../../platform/db-errors';
import { notFound } from '../../platform/errors';
import * as repo from './public-holiday.repository';

const NOT_FOUND = 'That public holiday does not exist.';
const dateTaken = (date: string) => taken('date', `${formatCalendarDay(date, { weekday: false })} is already a public holiday.`);

export async function listHolidays(ctx: ServiceContext, query: PublicHolidayQuery): Promise<PublicHoliday[]> {
  const { from, to } = repo.rangeOf(query);
  return repo.between(ctx.db, from, to);
}

async function get(ctx: ServiceContext, id: string): Promise<PublicHoliday> {
  const found = await repo.find(ctx.db, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

export async function createHoliday(ctx: ServiceContext, input: CreatePublicHolidayInput): Promise<PublicHoliday> {
  const actor = adminActor(ctx);
  if (await repo.findByDate(ctx.db, input.date)) throw dateTaken(input.date);
  const id = await guardUnique(
    () =>
      ctx.db.transaction(async (tx) => {
        const created = await repo.insert(tx, input);
        await writeAudit(tx, { actor, action: 'create', entity: 'public-holiday', entityId: created, to: input });
        return created;
      }),
    () => dateTaken(input.date),
  );
  return get(ctx, id);
}

export async function updateHoliday(ctx: ServiceContext, id: string, input: UpdatePublicHolidayInput): Promise<PublicHoliday> {
  const actor = adminActor(ctx);
  const before = await get(ctx, id);
  if (input.date !== undefined) {
    const other = await repo.findByDate(ctx.db, input.date);
    if (other && other.id !== id) throw dateTaken(input.date);
  }
  await guardUnique(
    () =>
      ctx.db.transaction(async (tx) => {
        if (!(await repo.update(tx, id, input))) throw notFound(NOT_FOUND);
        await writeAudit(tx, { actor, action: 'update', entity: 'public-holiday', entityId: id, from: before, to: input });
      }),
    () => (input.date ? dateTaken(input.date) : null),
  );
  return get(ctx, id);
}

export async function deleteHoliday(ctx: ServiceContext, id: string): Promise<void> {
  const actor = adminActor(ctx);
  const before = await get(ctx, id);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.remove(tx, id))) throw notFound(NOT_FOUND);
    await writeAudit(tx, { actor, action: 'delete', entity: 'public-holiday', entityId: id, from: before });
  });
}
