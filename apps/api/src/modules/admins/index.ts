// Routes of Profiles > Admins and the new admin's activation; the endpoints are declared in libs/domain
// (adminEndpoints).
import { adminEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import * as service from './admins.service';

export const adminRoutes = endpointRoutes(adminEndpoints, {
  list: (request) => service.listAdmins(serviceContext(request), rawQueryString(request.url)),
  export: async (request, reply) => replyWithExport(reply, await service.exportAdmins(serviceContext(request), rawQueryString(request.url))),
  statusCounts: (request) => service.countAdminsByStatus(serviceContext(request), rawQueryString(request.url)),
  assignableRoles: (request) => service.assignableRoles(serviceContext(request)),
  create: (request) => service.createAdmin(serviceContext(request), request.body),
  get: (request) => service.getAdmin(serviceContext(request), request.params.id),
  update: (request) => service.updateAdmin(serviceContext(request), request.params.id, request.body),
  resendActivation: async (request) => {
    await service.resendAdminActivation(serviceContext(request), request.params.id);
    return { message: service.RESENT };
  },
  activate: (request) => service.activateAdmin(serviceContext(request), request.body),
});
