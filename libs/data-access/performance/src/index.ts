// Performance management (issue 12) for both apps: one key factory, and the mutation hooks. The admin console's
// hooks are here; the staff portal's own sit in staff-*.ts files beside them.
export { performanceQueries, jobFinished, JOB_PROGRESS_POLL_MS } from './performance.queries';
export { refreshPerformance, type PerformanceRefreshOptions } from './performance-cache';
export {
  usePerformanceMutations,
  type PerformanceCreateInput,
  type PerformanceRecordKind,
  type PerformanceSaved,
  type PerformanceUpdateInput,
} from './use-performance-mutations';
export { useCycleActions, type CreateCycleFields, type UpdateCycleFields } from './use-cycle-actions';
export { useReviewDecision, type ScoreReviewFields } from './use-review-decision';
// The staff portal's own (staff-*.ts).
export { staffPerformanceQueries } from './staff-performance.queries';
export { useStaffReviewAnswers, type StaffReviewAnswersFields } from './staff-review-answers';
