// Staff roles: names unique case-insensitively; a role someone holds cannot be deleted.
import type { CreateStaffRoleInput, UpdateStaffRoleInput } from '@crewbase/domain';
import { namedRecordService } from '../../platform/named-records';
import * as repo from './staff-role.repository';

const staffRoles = namedRecordService({
  entity: 'staff-role',
  label: 'staff role',
  repo: {
    ...repo,
    resource: repo.staffRoleResource,
    insert: (db, input: CreateStaffRoleInput) => repo.insert(db, { name: input.name, description: input.description ?? null }),
    update: (db, id, input: UpdateStaffRoleInput) => repo.update(db, id, input),
    usage: async (db, id) => [[(await repo.usage(db, id)).staff, 'staff member', 'staff']],
  },
});

export const { list: listStaffRoles, exportList: exportStaffRoles, get: getStaffRole, create: createStaffRole, update: updateStaffRole, remove: deleteStaffRole } = staffRoles;
