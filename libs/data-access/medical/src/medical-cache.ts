// What every medical assistance change refreshes: the answer replaces the cached detail, and every list refetches.
import type { Area, MedicalAssistanceDetail } from '@crewbase/domain';
import type { QueryClient } from '@tanstack/react-query';
import { medicalQueries } from './medical.queries';

export async function refreshAfterMedicalChange(queryClient: QueryClient, area: Area, saved: MedicalAssistanceDetail): Promise<void> {
  const detail = area === 'staff' ? medicalQueries.myDetail(saved.id) : medicalQueries.adminDetail(saved.id);
  queryClient.setQueryData(detail.queryKey, saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: medicalQueries.lists(), refetchType: 'all' }),
    queryClient.invalidateQueries({
      queryKey: medicalQueries.details(),
      refetchType: 'all',
      predicate: (query) => query.queryKey.at(-1) === saved.id && query.queryKey[2] !== detail.queryKey[2],
    }),
  ]);
}

export async function refreshAfterMedicalRemoved(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: medicalQueries.details(), predicate: (query) => query.queryKey.at(-1) === id });
  await queryClient.invalidateQueries({ queryKey: medicalQueries.lists(), refetchType: 'all' });
}
