// Create, edit (or retire) and delete for the performance records kept in lists: KPIs, questions, teams, rewards
// and penalties. The answer goes into the record's detail cache; everything else under performanceQueries.all()
// refreshes. A refusal carries the server's field messages (400) or says why (409: a cycle lists it, a pay run has it).
import { performanceApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPerformance } from './performance-cache';
import { performanceQueries } from './performance.queries';

const apis = {
  kpi: performanceApi.admin.kpi,
  question: performanceApi.admin.question,
  team: performanceApi.admin.team,
  reward: performanceApi.admin.reward,
  penalty: performanceApi.admin.penalty,
} as const;

export type PerformanceRecordKind = keyof typeof apis;

const detailOf = {
  kpi: performanceQueries.kpi,
  question: performanceQueries.question,
  team: performanceQueries.team,
  reward: performanceQueries.reward,
  penalty: performanceQueries.penalty,
} as const satisfies Record<PerformanceRecordKind, unknown>;

type Api<K extends PerformanceRecordKind> = (typeof apis)[K];
export type PerformanceCreateInput<K extends PerformanceRecordKind> = Parameters<Api<K>['create']>[0];
export type PerformanceUpdateInput<K extends PerformanceRecordKind> = Parameters<Api<K>['update']>[1];
export type PerformanceSaved<K extends PerformanceRecordKind> = Awaited<ReturnType<Api<K>['create']>>;

export function usePerformanceMutations<K extends PerformanceRecordKind>(kind: K) {
  const queryClient = useQueryClient();
  const api = apis[kind] as unknown as {
    create: (input: PerformanceCreateInput<K>) => Promise<PerformanceSaved<K>>;
    update: (id: string, input: PerformanceUpdateInput<K>) => Promise<PerformanceSaved<K>>;
    remove: (id: string) => Promise<void>;
  };
  const detailKey = (id: string) => detailOf[kind](id).queryKey;
  const settle = (saved: PerformanceSaved<K>) => refreshPerformance(queryClient, { saved: { queryKey: detailKey(saved.id), data: saved } });
  return {
    create: useMutation({ mutationFn: (input: PerformanceCreateInput<K>) => api.create(input), onSuccess: settle }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: PerformanceUpdateInput<K> }) => api.update(id, input),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.remove(id),
      onSuccess: (_, id) => refreshPerformance(queryClient, { removed: detailKey(id) }),
    }),
  };
}
