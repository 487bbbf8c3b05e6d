// Routes of background jobs; the endpoints are declared in libs/domain (jobEndpoints).
import { jobEndpoints } from '@crewbase/domain';
import { endpointRoutes } from '../../platform/endpoints';
import { notFound } from '../../platform/errors';

export const jobRoutes = endpointRoutes(jobEndpoints, {
  get: async (request) => {
    const status = await request.server.jobs.status(request.params.id);
    if (!status) throw notFound('There is no background job with that id.');
    return status;
  },
});
