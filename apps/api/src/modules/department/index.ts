// Routes of settings > departments; the endpoints are declared in libs/domain (departmentEndpoints).
import { departmentEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import * as service from './department.service';

export const departmentRoutes = endpointRoutes(departmentEndpoints, {
  list: (request) => service.listDepartments(serviceContext(request), rawQueryString(request.url)),
  export: async (request, reply) => replyWithExport(reply, await service.exportDepartments(serviceContext(request), rawQueryString(request.url))),
  get: (request) => service.getDepartment(serviceContext(request), request.params.id),
  create: (request) => service.createDepartment(serviceContext(request), request.body),
  update: (request) => service.updateDepartment(serviceContext(request), request.params.id, request.body),
  remove: (request) => service.deleteDepartment(serviceContext(request), request.params.id),
});
