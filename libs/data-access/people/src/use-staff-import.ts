// Staff import: a file previewed (nothing saved) and a previewed import committed. The commit's progress is
// peopleQueries.staffImport(id); once it ends the staff lists refetch.
import { staffImportApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleQueries } from './people.queries';

export function useStaffImport() {
  const queryClient = useQueryClient();
  return {
    preview: useMutation({
      mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) => staffImportApi.preview(file, { onProgress }),
    }),
    commit: useMutation({
      mutationFn: (importId: string) => staffImportApi.commit(importId),
      onSuccess: (found) => queryClient.setQueryData(peopleQueries.staffImport(found.id).queryKey, found),
    }),
    /** Called once an import has ended: the lists now hold the new staff. */
    refreshLists: () => queryClient.invalidateQueries({ queryKey: peopleQueries.staffLists(), refetchType: 'all' }),
  };
}
