// Routes of staff management (Profiles > Staffs); the endpoints are declared in libs/domain (staffMemberEndpoints).
// The list lives in index.ts.
import { staffMemberEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import * as service from './staff-management.service';

export const staffManagementRoutes = endpointRoutes(staffMemberEndpoints, {
  create: (request) => service.createStaff(serviceContext(request), request.body),
  get: (request) => service.getStaffDetail(serviceContext(request), request.params.id),
  update: (request) => service.updateStaff(serviceContext(request), request.params.id, request.body),
  changeStatus: (request) => service.changeStaffStatus(serviceContext(request), request.params.id, request.body),
  terminate: (request) => service.terminateStaff(serviceContext(request), request.params.id, request.body),
  approveDriverLicence: (request) => service.approveDriverLicence(serviceContext(request), request.params.id),
  resendActivation: async (request) => {
    await service.resendStaffActivation(serviceContext(request), request.params.id);
    return { message: service.ACTIVATION_RESENT };
  },
});
