// Routes of leave requests; the endpoints are declared in libs/domain (leaveEndpoints), the actions' from leaveWorkflow.
import { leaveEndpoints } from '@crewbase/domain';
import { adminActor, serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { exportResource, replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import { countResourceByStatus } from '../../platform/resource';
import { workflowActionHandlers } from '../../platform/workflow-routes';
import { leaveRecord } from './leave-requests.record';
import { leaveResource } from './leave-requests.resource';
import * as leave from './leave-requests.service';

export const leaveRequestRoutes = endpointRoutes(leaveEndpoints, {
  staffList: (request) => leave.listLeave(serviceContext(request), rawQueryString(request.url)),
  staffBalance: (request) => leave.leaveBalance(serviceContext(request), request.actor!.id, request.query.year),
  staffBalances: (request) => leave.leaveBalances(serviceContext(request), request.actor!.id, request.query.year),
  staffGet: (request) => leaveRecord.get(serviceContext(request), request.params.id),
  staffCreate: (request) => leave.createLeave(serviceContext(request), request.body),
  adminList: (request) => leave.listLeave(serviceContext(request), rawQueryString(request.url)),
  adminExport: async (request, reply) =>
    replyWithExport(reply, await exportResource(serviceContext(request), leaveResource, rawQueryString(request.url), adminActor(serviceContext(request)))),
  adminStatusCounts: (request) => countResourceByStatus(serviceContext(request), leaveResource, rawQueryString(request.url), adminActor(serviceContext(request))),
  adminBalance: (request) => leave.leaveBalance(serviceContext(request), request.params.id, request.query.year),
  adminBalances: (request) => leave.leaveBalances(serviceContext(request), request.params.id, request.query.year),
  adminGet: (request) => leaveRecord.get(serviceContext(request), request.params.id),
  adminCreate: (request) => leave.createLeave(serviceContext(request), request.body),
  ...workflowActionHandlers(leaveEndpoints, leaveRecord, {
    update: (request) => leave.updateLeave(serviceContext(request), request.params.id, request.body),
  }),
});
