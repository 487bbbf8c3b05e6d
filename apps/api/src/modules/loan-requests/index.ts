// Routes of loan requests; the endpoints are declared in libs/domain (loanEndpoints), the actions' from loanWorkflow.
import { loanEndpoints } from '@crewbase/domain';
import { adminActor, serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { exportResource, replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import { countResourceByStatus } from '../../platform/resource';
import { workflowActionHandlers } from '../../platform/workflow-routes';
import { loanRecord } from './loan-requests.record';
import { loanResource } from './loan-requests.resource';
import * as loans from './loan-requests.service';

export const loanRequestRoutes = endpointRoutes(loanEndpoints, {
  staffList: (request) => loans.listLoans(serviceContext(request), rawQueryString(request.url)),
  staffBalance: (request) => loans.loanBalance(serviceContext(request), request.actor!.id),
  staffGet: (request) => loanRecord.get(serviceContext(request), request.params.id),
  staffCreate: (request) => loans.createLoan(serviceContext(request), request.body),
  adminList: (request) => loans.listLoans(serviceContext(request), rawQueryString(request.url)),
  adminExport: async (request, reply) =>
    replyWithExport(reply, await exportResource(serviceContext(request), loanResource, rawQueryString(request.url), adminActor(serviceContext(request)))),
  adminStatusCounts: (request) => countResourceByStatus(serviceContext(request), loanResource, rawQueryString(request.url), adminActor(serviceContext(request))),
  adminBalance: (request) => loans.loanBalance(serviceContext(request), request.params.id),
  adminGet: (request) => loanRecord.get(serviceContext(request), request.params.id),
  adminCreate: (request) => loans.createLoan(serviceContext(request), request.body),
  ...workflowActionHandlers(loanEndpoints, loanRecord, {
    update: (request) => loans.updateLoan(serviceContext(request), request.params.id, request.body),
  }),
});
