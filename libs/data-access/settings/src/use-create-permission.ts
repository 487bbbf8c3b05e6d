// Creating a permission: the lists and the role editor's groups refresh.
import { permissionsApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsQueries } from './settings.queries';

/** New permissions join the catalogue; the lists and the role editor's groups refresh. */
export function useCreatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof permissionsApi.create>[0]) => permissionsApi.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueries.permissions.all(), refetchType: 'all' }),
  });
}
