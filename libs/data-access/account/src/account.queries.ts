// The signed-in person's own profile, per area. Components call useQuery(accountQueries.adminProfile()) directly.
import { authApi } from '@crewbase/api-client';
import { queryOptions } from '@tanstack/react-query';

export const accountQueries = {
  all: () => ['account'] as const,
  staffProfile: () =>
    queryOptions({ queryKey: [...accountQueries.all(), 'staff-profile'] as const, queryFn: () => authApi.staffProfile() }),
  adminProfile: () =>
    queryOptions({ queryKey: [...accountQueries.all(), 'admin-profile'] as const, queryFn: () => authApi.adminProfile() }),
};
