// Settings writes for leave types and public holidays. A type's change moves balances and the leave form's choices;
// a holiday's change moves day counts, balances and the schedules' marked days: each refreshes what it moves.
import { leaveTypeApi, publicHolidayApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leaveQueries } from './leave.queries';

type LeaveTypeCreate = Parameters<typeof leaveTypeApi.create>[0];
type LeaveTypeUpdate = Parameters<typeof leaveTypeApi.update>[1];
type HolidayCreate = Parameters<typeof publicHolidayApi.create>[0];
type HolidayUpdate = Parameters<typeof publicHolidayApi.update>[1];

export function useLeaveTypeMutations() {
  const queryClient = useQueryClient();
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: leaveQueries.leaveTypes(), refetchType: 'all' }),
      queryClient.invalidateQueries({ queryKey: leaveQueries.balances(), refetchType: 'all' }),
      queryClient.invalidateQueries({ queryKey: leaveQueries.requestSettings().queryKey, refetchType: 'all' }),
    ]);
  return {
    create: useMutation({ mutationFn: (input: LeaveTypeCreate) => leaveTypeApi.create(input), onSuccess: settle }),
    update: useMutation({ mutationFn: ({ id, input }: { id: string; input: LeaveTypeUpdate }) => leaveTypeApi.update(id, input), onSuccess: settle }),
  };
}

export function usePublicHolidayMutations() {
  const queryClient = useQueryClient();
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: leaveQueries.holidays(), refetchType: 'all' }),
      queryClient.invalidateQueries({ queryKey: leaveQueries.balances(), refetchType: 'all' }),
    ]);
  return {
    create: useMutation({ mutationFn: (input: HolidayCreate) => publicHolidayApi.create(input), onSuccess: settle }),
    update: useMutation({ mutationFn: ({ id, input }: { id: string; input: HolidayUpdate }) => publicHolidayApi.update(id, input), onSuccess: settle }),
    remove: useMutation({ mutationFn: (id: string) => publicHolidayApi.remove(id), onSuccess: settle }),
  };
}
