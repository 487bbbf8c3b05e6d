// After a change to a record a report counts (a licence approved from the report itself, say): every report's
// table, metrics and charts refetch, on screen or not.
import type { QueryClient } from '@tanstack/react-query';
import { reportsQueries } from './reports.queries';

export const refreshReports = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: reportsQueries.all(), refetchType: 'all' });
