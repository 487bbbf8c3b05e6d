// Leave types: names unique case-insensitively; never deleted (past requests keep their type), deactivated instead.
// Annual's entitlement and the request settings' leave days per year are one number.
import type { CreateLeaveTypeInput, LeaveType, UpdateLeaveTypeInput } from '@crewbase/domain';
import { badRequest } from '../../platform/errors';
import type { ServiceContext } from '../../platform/context';
import { namedRecordService } from '../../platform/named-records';
import { updateSettingsRow } from '../request-settings/request-settings.repository';
import * as repo from './leave-type.repository';

const leaveTypes = namedRecordService<LeaveType, CreateLeaveTypeInput, UpdateLeaveTypeInput>({
  entity: 'leave-type',
  label: 'leave type',
  repo: {
    ...repo,
    resource: repo.leaveTypeResource,
    insert: (db, input) => repo.insert(db, input),
    update: async (db, id, input) => {
      const updated = await repo.update(db, id, input);
      const type = await repo.find(db, id);
      if (type?.code === 'ANNUAL' && input.entitlementDays !== undefined) await updateSettingsRow(db, { leaveDaysPerYear: input.entitlementDays });
      return updated;
    },
    usage: async (db, id) => [[(await repo.usage(db, id)).requests, 'leave request', 'leave requests']],
    remove: async () => false,
  },
});

export const { list: listLeaveTypes, get: getLeaveType, create: createLeaveType } = leaveTypes;

export async function updateLeaveType(ctx: ServiceContext, id: string, input: UpdateLeaveTypeInput): Promise<LeaveType> {
  if (input.active === false) {
    const current = await leaveTypes.get(ctx, id);
    // Every request without a type is Annual: it must stay on offer.
    if (current.code === 'ANNUAL') throw badRequest('Annual leave cannot be deactivated.', [{ path: 'active', message: 'Annual leave cannot be deactivated.' }]);
  }
  return leaveTypes.update(ctx, id, input);
}

export const activeLeaveTypes = (ctx: ServiceContext): Promise<LeaveType[]> => repo.active(ctx.db);
