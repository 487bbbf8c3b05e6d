// Create / update / delete for each settings resource. A write refreshes that resource's lists and puts the answer
// in its detail cache; a role's new permissions reach its holders on their next request (the API reads them live).
import { departmentApi, jobTitleApi, locationApi, rolesApi, staffRoleApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsQueries } from './settings.queries';

const apis = {
  department: departmentApi,
  'job-title': jobTitleApi,
  'staff-role': staffRoleApi,
  location: locationApi,
  roles: rolesApi,
} as const;

type EditableResource = keyof typeof apis;

/** Each resource's key factory, so a write refreshes its keys through the factory, never a hand-built array. */
const queriesOf = {
  department: settingsQueries.departments,
  'job-title': settingsQueries.jobTitles,
  'staff-role': settingsQueries.staffRoles,
  location: settingsQueries.locations,
  roles: settingsQueries.roles,
} as const satisfies Record<EditableResource, unknown>;
type Api<R extends EditableResource> = (typeof apis)[R];
type CreateInput<R extends EditableResource> = Parameters<Api<R>['create']>[0];
type UpdateInput<R extends EditableResource> = Parameters<Api<R>['update']>[1];
type Saved<R extends EditableResource> = Awaited<ReturnType<Api<R>['create']>>;

export function useSettingsMutations<R extends EditableResource>(resource: R) {
  const queryClient = useQueryClient();
  const api = apis[resource] as unknown as {
    create: (input: CreateInput<R>) => Promise<Saved<R>>;
    update: (id: string, input: UpdateInput<R>) => Promise<Saved<R>>;
    remove: (id: string) => Promise<unknown>;
  };
  const queries = queriesOf[resource];
  const settle = (saved?: { id: string }) => {
    if (saved) queryClient.removeQueries({ queryKey: queries.detail(saved.id).queryKey });
    // 'all': the app never refetches on mount, so a list off screen must refetch now or show old rows on return.
    return queryClient.invalidateQueries({ queryKey: queries.all(), refetchType: 'all' });
  };
  return {
    create: useMutation({ mutationFn: (input: CreateInput<R>) => api.create(input), onSuccess: settle }),
    update: useMutation({ mutationFn: ({ id, input }: { id: string; input: UpdateInput<R> }) => api.update(id, input), onSuccess: settle }),
    remove: useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess: (_, id) => settle({ id }) }),
  };
}
