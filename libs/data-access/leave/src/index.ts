// Leave requests (issue 3) for both apps: one key factory, and the mutation hooks.
export { leaveQueries } from './leave.queries';
export { useRequestLeave, type RequestLeaveFields } from './use-request-leave';
export { useUpdateLeaveRequest, type UpdateLeaveRequestFields } from './use-update-leave-request';
export { useWithdrawLeaveRequest } from './use-withdraw-leave-request';
export { useCreateAbsence, type CreateAbsenceFields } from './use-create-absence';
export { useLeaveDecision, type LeaveDecision } from './use-leave-decision';
export { useDeleteLeaveRequest } from './use-delete-leave-request';
export { useLeaveBulkDecision, type LeaveBulkDecision } from './use-leave-bulk-decision';
export { useLeaveTypeMutations, usePublicHolidayMutations } from './use-time-off-settings';
export { leaveBalanceRows } from './leave-balance-rows';
