// What every medical assistance change refreshes: the answer replaces the cached detail, and every list refetches.
import type { Area, MedicalAssistanceDetail } from '@crewbase/domain';
import type { QueryClient } from '@tanstack/react-query';
import { medicalQueries } from './medical.queries';

export async function refreshAfterMedicalChange(queryClient: QueryClient, area: Area, saved: MedicalAssistanceDetail): Promise<void> {
  // The area that changed it gets the answer; the other area's cached copy of the same request refetches.
  const [own, other] =
    area === 'staff'
      ? [medicalQueries.myDetail(saved.id), medicalQueries.adminDetail(saved.id)]
      : [medicalQueries.adminDetail(saved.id), medicalQueries.myDetail(saved.id)];
  queryClient.setQueryData(own.queryKey, saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: medicalQueries.lists(), refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: other.queryKey, refetchType: 'all' }),
  ]);
}

export async function refreshAfterMedicalRemoved(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: medicalQueries.myDetail(id).queryKey });
  queryClient.removeQueries({ queryKey: medicalQueries.adminDetail(id).queryKey });
  await queryClient.invalidateQueries({ queryKey: medicalQueries.lists(), refetchType: 'all' });
}
