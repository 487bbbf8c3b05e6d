// Shift template writes; each refetches every template list (the pickers and the settings list alike).
import { shiftTemplatesApi } from '@crewbase/api-client';
import type { CreateShiftTemplateInput, UpdateShiftTemplateInput } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shiftTemplateQueries } from './shift-template.queries';

export function useShiftTemplateMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: shiftTemplateQueries.all() });
  return {
    create: useMutation({ mutationFn: (input: CreateShiftTemplateInput) => shiftTemplatesApi.create(input), onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, input }: { id: string; input: UpdateShiftTemplateInput }) => shiftTemplatesApi.update(id, input), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: string) => shiftTemplatesApi.remove(id), onSuccess: refresh }),
  };
}
