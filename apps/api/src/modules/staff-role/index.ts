// Routes of settings > staff roles; the endpoints are declared in libs/domain (staffRoleEndpoints).
import { staffRoleEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import * as service from './staff-role.service';

export const staffRoleRoutes = endpointRoutes(staffRoleEndpoints, {
  list: (request) => service.listStaffRoles(serviceContext(request), rawQueryString(request.url)),
  export: async (request, reply) => replyWithExport(reply, await service.exportStaffRoles(serviceContext(request), rawQueryString(request.url))),
  get: (request) => service.getStaffRole(serviceContext(request), request.params.id),
  create: (request) => service.createStaffRole(serviceContext(request), request.body),
  update: (request) => service.updateStaffRole(serviceContext(request), request.params.id, request.body),
  remove: (request) => service.deleteStaffRole(serviceContext(request), request.params.id),
});
