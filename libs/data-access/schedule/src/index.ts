export { scheduleQueries } from './schedule.queries';
export { useCreateScheduleByLocation, useCreateScheduleByStaff, useDeleteShift, useUpdateShift } from './use-schedule-mutations';
