// The staff member's own review: save the answers as a draft (In_Progress) or submit them (Pending_Approval). 409 once
// the review has been submitted (its answers are read-only); a submit with a question unanswered is refused (400 on
// `answers`). The answer replaces the cached review; everything else under performance refetches.
import { performanceApi } from '@crewbase/api-client';
import type { StaffReviewDetail } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPerformance } from './performance-cache';
import { staffPerformanceQueries } from './staff-performance.queries';

export type StaffReviewAnswersFields = Parameters<typeof performanceApi.staff.save>[1];

export function useStaffReviewAnswers() {
  const queryClient = useQueryClient();
  const settle = (saved: StaffReviewDetail) =>
    refreshPerformance(queryClient, { saved: { queryKey: staffPerformanceQueries.review(saved.id).queryKey, data: saved } });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: string; input: StaffReviewAnswersFields }) => performanceApi.staff.save(id, input),
      onSuccess: settle,
    }),
    submit: useMutation({
      mutationFn: ({ id, input }: { id: string; input: StaffReviewAnswersFields }) => performanceApi.staff.submit(id, input),
      onSuccess: settle,
    }),
  };
}
