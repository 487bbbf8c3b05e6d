import { profileApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueries } from './account.queries';

/** What the form sends (the schema's input: optional fields may be left out). */
export type UpdateStaffProfileFields = Parameters<typeof profileApi.updateStaffProfile>[0];

/** PATCH staff/auth/profile (avatar, phone number); the answer replaces the cached profile (no refetch). */
export function useUpdateStaffProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateStaffProfileFields) => profileApi.updateStaffProfile(input),
    onSuccess: (profile) => queryClient.setQueryData(accountQueries.staffProfile().queryKey, profile),
  });
}
