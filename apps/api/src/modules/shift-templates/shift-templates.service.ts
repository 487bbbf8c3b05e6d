// Shift templates: named shifts of a location, unique by name within it; times are HH:mm and differ (an earlier end
// is the next day). Nothing refers to a template once a shift is made from it, so edits and deletions are free.
import { SHIFT_TIMES_EQUAL_MESSAGE, timeToMinutes, type CreateShiftTemplateInput, type UpdateShiftTemplateInput } from '@crewbase/domain';
import type { ServiceContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { namedRecordService } from '../../platform/named-records';
import * as repo from './shift-templates.repository';

const NO_LOCATION = 'That location does not exist.';

const templates = namedRecordService({
  entity: 'shift-template',
  label: 'shift template',
  repo: {
    ...repo,
    resource: repo.shiftTemplateResource,
    // An edit always carries the location (see updateShiftTemplate), so the check is at the right place.
    nameTaken: (db, name, exceptId, input) => repo.nameTaken(db, name, (input as { locationId: string }).locationId, exceptId),
    insert: (db, input: CreateShiftTemplateInput) => repo.insert(db, input),
    update: (db, id, input: UpdateShiftTemplateInput) => repo.update(db, id, input),
    usage: async () => [],
  },
  validate: async (ctx, input: CreateShiftTemplateInput | UpdateShiftTemplateInput) => {
    if (input.locationId !== undefined && !(await repo.locationExists(ctx.db, input.locationId))) {
      throw badRequest(NO_LOCATION, [{ path: 'locationId', message: NO_LOCATION }]);
    }
  },
});

export const { list: listShiftTemplates, get: getShiftTemplate, create: createShiftTemplate, remove: deleteShiftTemplate } = templates;

/** An edit is checked as the whole template it makes: its name at its location, and its times together. */
export async function updateShiftTemplate(ctx: ServiceContext, id: string, input: UpdateShiftTemplateInput) {
  const before = await templates.get(ctx, id);
  const whole = {
    name: input.name ?? before.name,
    locationId: input.locationId ?? before.location.id,
    startTime: input.startTime ?? before.startTime,
    endTime: input.endTime ?? before.endTime,
  };
  if (timeToMinutes(whole.startTime) === timeToMinutes(whole.endTime)) throw badRequest(SHIFT_TIMES_EQUAL_MESSAGE, [{ path: 'endTime', message: SHIFT_TIMES_EQUAL_MESSAGE }]);
  return templates.update(ctx, id, whole);
}
