// What an admin does with a staff review: score its KPIs (1-5, each with a comment) and keep a private note, then
// approve it (the spec's approve?staffId&performanceReviewCycleId; 400 on kpis while one is unscored) or deny it
// with a reason (back to the staff member). 409 when the review moved on (another admin decided first).
import { performanceApi } from '@crewbase/api-client';
import type { AdminReviewDetail } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPerformance } from './performance-cache';
import { performanceQueries } from './performance.queries';

const reviews = performanceApi.admin.review;

export type ScoreReviewFields = Parameters<typeof reviews.score>[1];

export function useReviewDecision() {
  const queryClient = useQueryClient();
  const settle = (saved: AdminReviewDetail) => refreshPerformance(queryClient, { saved: { queryKey: performanceQueries.review(saved.id).queryKey, data: saved } });
  return {
    score: useMutation({ mutationFn: ({ id, input }: { id: string; input: ScoreReviewFields }) => reviews.score(id, input), onSuccess: settle }),
    approve: useMutation({
      mutationFn: ({ review, note }: { review: Pick<AdminReviewDetail, 'staff' | 'cycle'>; note?: string }) =>
        reviews.approve(review.staff.id, review.cycle.id, { note }),
      onSuccess: settle,
    }),
    deny: useMutation({ mutationFn: ({ id, note }: { id: string; note: string }) => reviews.deny(id, { note }), onSuccess: settle }),
  };
}
