// Routes of settings > roles; the endpoints are declared in libs/domain (roleEndpoints).
import { roleEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import * as service from './roles.service';

export const roleRoutes = endpointRoutes(roleEndpoints, {
  list: (request) => service.listRoles(serviceContext(request), rawQueryString(request.url)),
  export: async (request, reply) => replyWithExport(reply, await service.exportRoles(serviceContext(request), rawQueryString(request.url))),
  get: (request) => service.getRole(serviceContext(request), request.params.id),
  create: (request) => service.createRole(serviceContext(request), request.body),
  update: (request) => service.updateRole(serviceContext(request), request.params.id, request.body),
  remove: (request) => service.deleteRole(serviceContext(request), request.params.id),
});
