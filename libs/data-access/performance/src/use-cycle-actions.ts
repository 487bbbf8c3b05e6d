// A review cycle's life: create, change while not started, launch (a background job: the answer's launchJobId is
// followed with performanceQueries.launchProgress), complete, delete. 400 on launch names the KPI weight total; 409
// when the cycle's state forbids the step (cycleWorkflow).
import { performanceApi } from '@crewbase/api-client';
import type { CycleDetail } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPerformance } from './performance-cache';
import { performanceQueries } from './performance.queries';

const cycles = performanceApi.admin.cycle;

export type CreateCycleFields = Parameters<typeof cycles.create>[0];
export type UpdateCycleFields = Parameters<typeof cycles.update>[1];

export function useCycleActions() {
  const queryClient = useQueryClient();
  const settle = (saved: CycleDetail) => refreshPerformance(queryClient, { saved: { queryKey: performanceQueries.cycle(saved.id).queryKey, data: saved } });
  return {
    create: useMutation({ mutationFn: (input: CreateCycleFields) => cycles.create(input), onSuccess: settle }),
    update: useMutation({ mutationFn: ({ id, input }: { id: string; input: UpdateCycleFields }) => cycles.update(id, input), onSuccess: settle }),
    launch: useMutation({ mutationFn: ({ id, note }: { id: string; note?: string }) => cycles.launch(id, { note }), onSuccess: settle }),
    complete: useMutation({ mutationFn: ({ id, note }: { id: string; note?: string }) => cycles.complete(id, { note }), onSuccess: settle }),
    remove: useMutation({
      mutationFn: (id: string) => cycles.remove(id),
      onSuccess: (_, id) => refreshPerformance(queryClient, { removed: performanceQueries.cycle(id).queryKey }),
    }),
  };
}
