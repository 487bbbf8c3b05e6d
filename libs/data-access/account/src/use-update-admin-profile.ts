import { profileApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueries } from './account.queries';

/** What the form sends (the schema's input: optional fields may be left out). */
export type UpdateAdminProfileFields = Parameters<typeof profileApi.updateAdminProfile>[0];

/** POST admin/update-profile; the answer is the whole profile, so it replaces the cached one (no refetch). */
export function useUpdateAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAdminProfileFields) => profileApi.updateAdminProfile(input),
    onSuccess: (profile) => queryClient.setQueryData(accountQueries.adminProfile().queryKey, profile),
  });
}
