// Every write on a staff member. Each answers with the updated record: it goes straight into the detail cache and
// the lists refetch (status, department and name are all list columns).
import { staffApi } from '@crewbase/api-client';
import type { CreateStaffInput, StaffDetail, UpdateStaffInput } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleQueries } from './people.queries';

type ChangeStatusArgs = { id: string } & Parameters<typeof staffApi.changeStatus>[1];

export function useStaffMutations() {
  const queryClient = useQueryClient();
  const settle = (staff: StaffDetail) => {
    queryClient.setQueryData(peopleQueries.staffDetail(staff.id).queryKey, staff);
    // 'all': the app never refetches on mount, so the list must refetch now even while off screen.
    return queryClient.invalidateQueries({ queryKey: peopleQueries.staffLists(), refetchType: 'all' });
  };
  return {
    create: useMutation({ mutationFn: (input: CreateStaffInput) => staffApi.create(input), onSuccess: settle }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: UpdateStaffInput }) => staffApi.update(id, input),
      onSuccess: settle,
    }),
    changeStatus: useMutation({
      mutationFn: ({ id, ...input }: ChangeStatusArgs) => staffApi.changeStatus(id, input),
      onSuccess: settle,
    }),
    terminate: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: string }) => staffApi.terminate(id, { reason }),
      onSuccess: settle,
    }),
    approveDriverLicence: useMutation({ mutationFn: (id: string) => staffApi.approveDriverLicence(id), onSuccess: settle }),
    // A resend is a new invitation: the profile shows its new times.
    resendActivation: useMutation({
      mutationFn: (id: string) => staffApi.resendActivation(id),
      onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: peopleQueries.staffDetail(id).queryKey }),
    }),
  };
}
