// Create / update / delete for each settings resource. A write refreshes that resource's lists and puts the answer
// in its detail cache; a role's new permissions reach its holders on their next request (the API reads them live).
import { departmentApi, jobTitleApi, locationApi, rolesApi, staffRoleApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsResource } from './settings.queries';

const apis = {
  department: departmentApi,
  'job-title': jobTitleApi,
  'staff-role': staffRoleApi,
  location: locationApi,
  roles: rolesApi,
} as const;

type EditableResource = keyof typeof apis;
type Api<R extends EditableResource> = (typeof apis)[R];
type CreateInput<R extends EditableResource> = Parameters<Api<R>['create']>[0];
type UpdateInput<R extends EditableResource> = Parameters<Api<R>['update']>[1];
type Saved<R extends EditableResource> = Awaited<ReturnType<Api<R>['create']>>;

export function useSettingsMutations<R extends EditableResource>(resource: R) {
  const queryClient = useQueryClient();
  const api = apis[resource] as unknown as {
    create: (input: CreateInput<R>) => Promise<Saved<R>>;
    update: (id: string, input: UpdateInput<R>) => Promise<Saved<R>>;
    remove: (id: string) => Promise<{ id: string }>;
  };
  const key = ['settings', resource as SettingsResource] as const;
  const settle = (saved?: { id: string }) => {
    if (saved) queryClient.removeQueries({ queryKey: [...key, 'detail', saved.id] });
    // 'all': the app never refetches on mount, so a list off screen must refetch now or show old rows on return.
    return queryClient.invalidateQueries({ queryKey: key, refetchType: 'all' });
  };
  return {
    create: useMutation({ mutationFn: (input: CreateInput<R>) => api.create(input), onSuccess: settle }),
    update: useMutation({ mutationFn: ({ id, input }: { id: string; input: UpdateInput<R> }) => api.update(id, input), onSuccess: settle }),
    remove: useMutation({ mutationFn: (id: string) => api.remove(id), onSuccess: settle }),
  };
}
