// Routes of settings > permissions; the endpoints are declared in libs/domain (permissionEndpoints).
import { permissionEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import * as service from './permissions.service';

export const permissionRoutes = endpointRoutes(permissionEndpoints, {
  list: (request) => service.listPermissions(serviceContext(request), rawQueryString(request.url)),
  export: async (request, reply) => replyWithExport(reply, await service.exportPermissions(serviceContext(request), rawQueryString(request.url))),
  grouped: (request) => service.groupedPermissions(serviceContext(request)),
  create: (request) => service.createPermission(serviceContext(request), request.body),
  get: (request) => service.getPermission(serviceContext(request), request.params.id),
});
