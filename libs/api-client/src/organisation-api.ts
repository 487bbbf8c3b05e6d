// Settings endpoints (issue 4): departments, job titles, staff roles, locations, admin roles and permissions.
// Every list takes the platform list query; the createdAt Dec 31 default is added by toSearchParams.
import {
  createDepartmentInputSchema,
  createJobTitleInputSchema,
  createLocationInputSchema,
  createPermissionInputSchema,
  createRoleInputSchema,
  createStaffRoleInputSchema,
  deletedSchema,
  departmentSchema,
  jobTitleSchema,
  listResponseSchema,
  locationSchema,
  permissionGroupSchema,
  permissionListItemSchema,
  roleDetailSchema,
  roleListItemSchema,
  staffRoleSchema,
  updateDepartmentInputSchema,
  updateJobTitleInputSchema,
  updateLocationInputSchema,
  updateRoleInputSchema,
  updateStaffRoleInputSchema,
  type ListQuery,
} from '@crewbase/domain';
import { z } from 'zod';
import { callApi } from './call-api';
import { parseInput } from './parse-input';
import { toSearchParams } from './to-search-params';

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** list / detail / create / update / remove for one settings resource under admin/<path>. */
function resourceApi<Item extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType>(
  path: string,
  item: Item,
  createInput: Create,
  updateInput: Update,
) {
  return {
    list: (query: Partial<ListQuery> = {}) =>
      callApi(listResponseSchema(item), path, { searchParams: toSearchParams(query, { createdAtUpperBound: true }) }),
    detail: (id: string): Promise<z.output<Item>> => callApi(item, at(path, id)),
    create: async (input: z.input<Create>): Promise<z.output<Item>> =>
      callApi(item, path, { method: 'post', json: parseInput(createInput, input) }),
    update: async (id: string, input: z.input<Update>): Promise<z.output<Item>> =>
      callApi(item, at(path, id), { method: 'patch', json: parseInput(updateInput, input) }),
    remove: (id: string) => callApi(deletedSchema, at(path, id), { method: 'delete' }),
  };
}

export const departmentApi = resourceApi('admin/department', departmentSchema, createDepartmentInputSchema, updateDepartmentInputSchema);
export const jobTitleApi = resourceApi('admin/job-title', jobTitleSchema, createJobTitleInputSchema, updateJobTitleInputSchema);
export const staffRoleApi = resourceApi('admin/staff-role', staffRoleSchema, createStaffRoleInputSchema, updateStaffRoleInputSchema);
export const locationApi = resourceApi('admin/location', locationSchema, createLocationInputSchema, updateLocationInputSchema);

export const rolesApi = {
  ...resourceApi('admin/roles', roleListItemSchema, createRoleInputSchema, updateRoleInputSchema),
  /** GET admin/roles/{id}: with the permissions it grants. */
  detail: (id: string) => callApi(roleDetailSchema, at('admin/roles', id)),
  create: async (input: z.input<typeof createRoleInputSchema>) =>
    callApi(roleDetailSchema, 'admin/roles', { method: 'post', json: parseInput(createRoleInputSchema, input) }),
  /** `permissionIds`, when given, replaces the whole set; holders see the change on their next request. */
  update: async (id: string, input: z.input<typeof updateRoleInputSchema>) =>
    callApi(roleDetailSchema, at('admin/roles', id), { method: 'patch', json: parseInput(updateRoleInputSchema, input) }),
};

export const permissionsApi = {
  list: (query: Partial<ListQuery> = {}) =>
    callApi(listResponseSchema(permissionListItemSchema), 'admin/permissions', {
      searchParams: toSearchParams(query, { createdAtUpperBound: true }),
    }),
  /** Every permission, one group per tableName, for the role editor. */
  grouped: () => callApi(z.array(permissionGroupSchema), 'admin/permissions/grouped'),
  detail: (id: string) => callApi(permissionListItemSchema, at('admin/permissions', id)),
  create: async (input: z.input<typeof createPermissionInputSchema>) =>
    callApi(permissionListItemSchema, 'admin/permissions', { method: 'post', json: parseInput(createPermissionInputSchema, input) }),
};
