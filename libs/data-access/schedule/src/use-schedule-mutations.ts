// Schedule writes. Each invalidates every schedule query: a shift appears in the overview, its location's week
// and day, and its person's week, so all of them must show it next time they are looked at.
import { scheduleApi } from '@crewbase/api-client';
import type { CopyScheduleWeekInput, CreateScheduleByLocationInput, CreateScheduleByStaffInput, UpdateShiftInput } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduleQueries } from './schedule.queries';

function useInvalidateSchedules() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: scheduleQueries.all() });
}

/** POST admin/schedule/create-by-location: all or nothing; a clash is a 409 whose details name `shifts.N`. */
export function useCreateScheduleByLocation() {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: (input: CreateScheduleByLocationInput) => scheduleApi.createByLocation(input),
    onSuccess: invalidate,
  });
}

/** POST admin/schedule/create-by-staff: all or nothing; a clash is a 409 whose details name `shifts.N`. */
export function useCreateScheduleByStaff() {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: (input: CreateScheduleByStaffInput) => scheduleApi.createByStaff(input),
    onSuccess: invalidate,
  });
}

/** POST admin/schedule/copy-week: the week before copied in, all or nothing; a clash is a 409 naming every one. */
export function useCopyScheduleWeek() {
  const invalidate = useInvalidateSchedules();
  return useMutation({ mutationFn: (input: CopyScheduleWeekInput) => scheduleApi.copyWeek(input), onSuccess: invalidate });
}

/** PATCH admin/schedule/day/{id}. */
export function useUpdateShift() {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateShiftInput }) => scheduleApi.updateShift(id, input),
    onSuccess: invalidate,
  });
}

/** DELETE admin/schedule/day/{id}. */
export function useDeleteShift() {
  const invalidate = useInvalidateSchedules();
  return useMutation({ mutationFn: (id: string) => scheduleApi.removeShift(id), onSuccess: invalidate });
}
