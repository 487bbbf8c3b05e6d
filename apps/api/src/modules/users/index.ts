// Routes of Profiles > Admins and the new admin's activation; the endpoints are declared in libs/domain
// (adminUserEndpoints).
import { adminUserEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import * as service from './users.service';

export const userRoutes = endpointRoutes(adminUserEndpoints, {
  list: (request) => service.listAdminUsers(serviceContext(request), rawQueryString(request.url)),
  export: async (request, reply) => replyWithExport(reply, await service.exportAdminUsers(serviceContext(request), rawQueryString(request.url))),
  create: (request) => service.createAdminUser(serviceContext(request), request.body),
  get: (request) => service.getAdminUser(serviceContext(request), request.params.id),
  update: (request) => service.updateAdminUser(serviceContext(request), request.params.id, request.body),
  resendActivation: async (request) => {
    await service.resendAdminActivation(serviceContext(request), request.params.id);
    return { message: service.RESENT };
  },
  activate: (request) => service.activateAdmin(serviceContext(request), request.body),
});
