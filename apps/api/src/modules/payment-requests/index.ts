// Routes of payment requests; the endpoints are declared in libs/domain (paymentRequestEndpoints), the actions' from
// paymentRequestWorkflow.
import { paymentRequestEndpoints } from '@crewbase/domain';
import { adminActor, serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { exportResource, replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import { countResourceByStatus } from '../../platform/resource';
import { workflowActionHandlers } from '../../platform/workflow-routes';
import { paymentRecord } from './payment-requests.record';
import { paymentResource } from './payment-requests.resource';
import * as payments from './payment-requests.service';

export const paymentRequestRoutes = endpointRoutes(paymentRequestEndpoints, {
  list: (request) => payments.listPayments(serviceContext(request), rawQueryString(request.url)),
  export: async (request, reply) =>
    replyWithExport(reply, await exportResource(serviceContext(request), paymentResource, rawQueryString(request.url), adminActor(serviceContext(request)))),
  statusCounts: (request) => countResourceByStatus(serviceContext(request), paymentResource, rawQueryString(request.url), adminActor(serviceContext(request))),
  get: (request) => paymentRecord.get(serviceContext(request), request.params.id),
  create: (request) => payments.createPayment(serviceContext(request), request.body),
  ...workflowActionHandlers(paymentRequestEndpoints, paymentRecord),
});
