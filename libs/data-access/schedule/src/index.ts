export { scheduleQueries } from './schedule.queries';
export { useCopyScheduleWeek, useCreateScheduleByLocation, useCreateScheduleByStaff, useDeleteShift, useUpdateShift } from './use-schedule-mutations';
export { shiftTemplateQueries } from './shift-template.queries';
export { useShiftTemplateMutations } from './use-shift-template-mutations';
