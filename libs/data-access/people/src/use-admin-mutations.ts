// Writes on admin accounts: create, edit (including role), deactivate / reactivate through status.
import { adminsApi } from '@crewbase/api-client';
import type { AdminDetail } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleQueries } from './people.queries';

type CreateArgs = Parameters<typeof adminsApi.create>[0];
type UpdateArgs = { id: string; input: Parameters<typeof adminsApi.update>[1] };

export function useAdminMutations() {
  const queryClient = useQueryClient();
  const settle = (admin: AdminDetail) => {
    queryClient.setQueryData(peopleQueries.adminDetail(admin.id).queryKey, admin);
    return queryClient.invalidateQueries({ queryKey: peopleQueries.adminLists(), refetchType: 'all' });
  };
  return {
    create: useMutation({ mutationFn: (input: CreateArgs) => adminsApi.create(input), onSuccess: settle }),
    update: useMutation({ mutationFn: ({ id, input }: UpdateArgs) => adminsApi.update(id, input), onSuccess: settle }),
    // A resend is a new invitation: the profile shows its new times.
    resendActivation: useMutation({
      mutationFn: (id: string) => adminsApi.resendActivation(id),
      onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: peopleQueries.adminDetail(id).queryKey }),
    }),
  };
}
