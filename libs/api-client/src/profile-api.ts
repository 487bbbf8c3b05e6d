// The signed-in person's own profile, per area (GET and change).
import { profileEndpoints, type AdminProfile, type EndpointBodyInput, type StaffProfile } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';

export const profileApi = {
  staffProfile: (): Promise<StaffProfile> => callEndpoint(profileEndpoints.staffProfile),

  updateStaffProfile: (input: EndpointBodyInput<typeof profileEndpoints.updateStaffProfile>): Promise<StaffProfile> =>
    callEndpoint(profileEndpoints.updateStaffProfile, { body: input }),

  adminProfile: (): Promise<AdminProfile> => callEndpoint(profileEndpoints.adminProfile),

  updateAdminProfile: (input: EndpointBodyInput<typeof profileEndpoints.updateAdminProfile>): Promise<AdminProfile> =>
    callEndpoint(profileEndpoints.updateAdminProfile, { body: input }),
};
