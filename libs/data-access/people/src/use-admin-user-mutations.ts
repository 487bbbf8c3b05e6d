// Writes on admin accounts: create, edit (including role), deactivate / reactivate through status.
import { adminUsersApi } from '@crewbase/api-client';
import type { AdminUser } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleQueries } from './people.queries';

type CreateArgs = Parameters<typeof adminUsersApi.create>[0];
type UpdateArgs = { id: string; input: Parameters<typeof adminUsersApi.update>[1] };

export function useAdminUserMutations() {
  const queryClient = useQueryClient();
  const settle = (user: AdminUser) => {
    queryClient.setQueryData(peopleQueries.adminDetail(user.id).queryKey, user);
    return queryClient.invalidateQueries({ queryKey: peopleQueries.adminLists(), refetchType: 'all' });
  };
  return {
    create: useMutation({ mutationFn: (input: CreateArgs) => adminUsersApi.create(input), onSuccess: settle }),
    update: useMutation({ mutationFn: ({ id, input }: UpdateArgs) => adminUsersApi.update(id, input), onSuccess: settle }),
    resendActivation: useMutation({ mutationFn: (id: string) => adminUsersApi.resendActivation(id) }),
  };
}
