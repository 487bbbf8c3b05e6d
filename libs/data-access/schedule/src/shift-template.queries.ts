// Shift templates (admin): the list (often one location's) and one template.
import { shiftTemplatesApi } from '@crewbase/api-client';
import type { ListQuery } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const shiftTemplateQueries = {
  all: () => ['shift-templates'] as const,
  lists: () => [...shiftTemplateQueries.all(), 'list'] as const,
  list: (query: Partial<ListQuery>) =>
    queryOptions({ queryKey: [...shiftTemplateQueries.lists(), query] as const, queryFn: () => shiftTemplatesApi.list(query), placeholderData: keepPreviousData }),
  details: () => [...shiftTemplateQueries.all(), 'detail'] as const,
  detail: (id: string) => queryOptions({ queryKey: [...shiftTemplateQueries.details(), id] as const, queryFn: () => shiftTemplatesApi.detail(id) }),
};
