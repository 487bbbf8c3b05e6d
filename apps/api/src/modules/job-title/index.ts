// Routes of settings > jobs; the endpoints are declared in libs/domain (jobTitleEndpoints).
import { jobTitleEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import * as service from './job-title.service';

export const jobTitleRoutes = endpointRoutes(jobTitleEndpoints, {
  list: (request) => service.listJobTitles(serviceContext(request), rawQueryString(request.url)),
  export: async (request, reply) => replyWithExport(reply, await service.exportJobTitles(serviceContext(request), rawQueryString(request.url))),
  get: (request) => service.getJobTitle(serviceContext(request), request.params.id),
  create: (request) => service.createJobTitle(serviceContext(request), request.body),
  update: (request) => service.updateJobTitle(serviceContext(request), request.params.id, request.body),
  remove: (request) => service.deleteJobTitle(serviceContext(request), request.params.id),
});
