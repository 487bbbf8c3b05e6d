// Routes of medical assistance; the endpoints are declared in libs/domain (medicalAssistanceEndpoints), the actions'
// from medicalAssistanceWorkflow.
import { medicalAssistanceEndpoints } from '@crewbase/domain';
import { adminActor, serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { exportResource, replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import { countResourceByStatus } from '../../platform/resource';
import { workflowActionHandlers } from '../../platform/workflow-routes';
import { medicalRecord } from './medical-assistance.record';
import { medicalResource } from './medical-assistance.resource';
import * as medical from './medical-assistance.service';

export const medicalAssistanceRoutes = endpointRoutes(medicalAssistanceEndpoints, {
  staffList: (request) => medical.listMedical(serviceContext(request), rawQueryString(request.url)),
  staffGet: (request) => medicalRecord.get(serviceContext(request), request.params.id),
  staffCreate: (request) => medical.createMedical(serviceContext(request), request.body),
  adminList: (request) => medical.listMedical(serviceContext(request), rawQueryString(request.url)),
  adminExport: async (request, reply) =>
    replyWithExport(reply, await exportResource(serviceContext(request), medicalResource, rawQueryString(request.url), adminActor(serviceContext(request)))),
  adminStatusCounts: (request) => countResourceByStatus(serviceContext(request), medicalResource, rawQueryString(request.url), adminActor(serviceContext(request))),
  adminGet: (request) => medicalRecord.get(serviceContext(request), request.params.id),
  adminCreate: (request) => medical.createMedical(serviceContext(request), request.body),
  ...workflowActionHandlers(medicalAssistanceEndpoints, medicalRecord, {
    update: (request) => medical.updateMedical(serviceContext(request), request.params.id, request.body),
    delete: async (request) => {
      await medical.deleteMedical(serviceContext(request), request.params.id);
    },
  }),
});
