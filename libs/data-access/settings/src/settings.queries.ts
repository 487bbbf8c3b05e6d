// The one key factory for settings: departments, job titles, staff roles, locations, admin roles, permissions.
// Each resource has lists(), list(query), details(), detail(id); mutations invalidate the resource they touch.
import { departmentApi, jobTitleApi, locationApi, permissionsApi, rolesApi, staffRoleApi } from '@crewbase/api-client';
import type { ListQuery } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type SettingsResource = 'department' | 'job-title' | 'staff-role' | 'location' | 'roles' | 'permissions';

const base = (resource: SettingsResource) => ['settings', resource] as const;

function resourceQueries<TList, TDetail>(
  resource: SettingsResource,
  list: (query: Partial<ListQuery>) => Promise<TList>,
  detail: (id: string) => Promise<TDetail>,
) {
  return {
    all: () => base(resource),
    lists: () => [...base(resource), 'list'] as const,
    list: (query: Partial<ListQuery>) =>
      queryOptions({ queryKey: [...base(resource), 'list', query] as const, queryFn: () => list(query), placeholderData: keepPreviousData }),
    details: () => [...base(resource), 'detail'] as const,
    detail: (id: string) => queryOptions({ queryKey: [...base(resource), 'detail', id] as const, queryFn: () => detail(id) }),
  };
}

/** Enough rows to fill a picker (the API's page ceiling), sorted by name. */
export const PICKER_QUERY: Partial<ListQuery> = { page: 1, limit: 100, sort: [{ field: 'name', direction: 'ASC' }], filters: [] };

export const settingsQueries = {
  all: () => ['settings'] as const,
  departments: resourceQueries('department', departmentApi.list, departmentApi.detail),
  jobTitles: resourceQueries('job-title', jobTitleApi.list, jobTitleApi.detail),
  staffRoles: resourceQueries('staff-role', staffRoleApi.list, staffRoleApi.detail),
  locations: resourceQueries('location', locationApi.list, locationApi.detail),
  roles: resourceQueries('roles', rolesApi.list, rolesApi.detail),
  permissions: {
    ...resourceQueries('permissions', permissionsApi.list, permissionsApi.detail),
    /** The whole catalogue grouped by tableName, for the role editor. */
    grouped: () => queryOptions({ queryKey: [...base('permissions'), 'grouped'] as const, queryFn: () => permissionsApi.grouped() }),
  },
};
