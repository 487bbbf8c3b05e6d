// Routes of Profiles > Staffs: the list and its export, Add New Staff, detail, edit, status, termination, licence
// approval and the activation resend; the endpoints are declared in libs/domain (staffEndpoints).
import { staffEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { exportResource, replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import { countResourceByStatus } from '../../platform/resource';
import { staffResource } from './staff.resource';
import * as service from './staff.service';

export const staffRoutes = endpointRoutes(staffEndpoints, {
  list: (request) => service.listStaff(serviceContext(request), rawQueryString(request.url)),
  export: async (request, reply) => replyWithExport(reply, await exportResource(serviceContext(request), staffResource, rawQueryString(request.url), undefined)),
  statusCounts: (request) => countResourceByStatus(serviceContext(request), staffResource, rawQueryString(request.url), undefined),
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
