import { systemApi } from '@crewbase/api-client';
import { queryOptions } from '@tanstack/react-query';

export const bankQueries = {
  all: () => ['banks'] as const,
  list: () => queryOptions({ queryKey: [...bankQueries.all(), 'list'] as const, queryFn: () => systemApi.banks() }),
};
