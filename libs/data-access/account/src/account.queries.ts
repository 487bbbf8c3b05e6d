// The signed-in person's own profile, per area. Components call useQuery(accountQueries.adminProfile()) directly.
//
// These options sit in each app's first load (the admin console's route guards, both apps' route loaders), but the
// profile's schemas use the full zod, which the sign-in screens do without (README, "Front-end bundles"). So the
// fetch is loaded with the first request for a profile, not with the options.
import { queryOptions } from '@tanstack/react-query';

const fetchProfile = () => import('./fetch-profile');

export const accountQueries = {
  all: () => ['account'] as const,
  staffProfile: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'staff-profile'] as const,
      queryFn: () => fetchProfile().then(({ profileApi }) => profileApi.staffProfile()),
    }),
  adminProfile: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'admin-profile'] as const,
      queryFn: () => fetchProfile().then(({ profileApi }) => profileApi.adminProfile()),
    }),
};
