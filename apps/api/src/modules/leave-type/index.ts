// Routes of leave types; the endpoints are declared in libs/domain (leaveTypeEndpoints).
import { leaveTypeEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { rawQueryString } from '../../platform/list-query';
import * as service from './leave-type.service';

export const leaveTypeRoutes = endpointRoutes(leaveTypeEndpoints, {
  list: (request) => service.listLeaveTypes(serviceContext(request), rawQueryString(request.url)),
  get: (request) => service.getLeaveType(serviceContext(request), request.params.id),
  create: (request) => service.createLeaveType(serviceContext(request), request.body),
  update: (request) => service.updateLeaveType(serviceContext(request), request.params.id, request.body),
  staffList: (request) => service.activeLeaveTypes(serviceContext(request)),
});
