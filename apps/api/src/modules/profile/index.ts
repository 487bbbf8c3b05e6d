// Routes of the signed-in person's profile; the endpoints are declared in libs/domain (profileEndpoints).
import { profileEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import * as profile from './profile.service';

export const profileRoutes = endpointRoutes(profileEndpoints, {
  staffProfile: (request) => profile.staffProfile(serviceContext(request)),
  updateStaffProfile: (request) => profile.updateStaffProfile(serviceContext(request), request.body),
  adminProfile: (request) => profile.adminProfile(serviceContext(request)),
  updateAdminProfile: (request) => profile.updateAdminProfile(serviceContext(request), request.body),
});
