// Attaching (after the upload) and deleting a staff member's documents; the document list refetches.
import { employeeDocumentsApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleQueries } from './people.queries';

export function useEmployeeDocumentMutations(staffId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: peopleQueries.documents(staffId), refetchType: 'all' });
  return {
    attach: useMutation({
      mutationFn: (input: { mediaKey: string; name: string }) => employeeDocumentsApi.attach(staffId, input),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (documentId: string) => employeeDocumentsApi.remove(staffId, documentId), onSuccess: refresh }),
  };
}
