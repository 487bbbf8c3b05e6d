// The export endpoint of a resource for route files that declare their routes by hand (GET <list path>/export); a
// module whose endpoints are in a libs/domain table declares it there (exportEndpoint) and answers with
// replyWithExport(reply, await exportResource(...)).
import { errorEnvelopeSchema } from '@crewbase/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serviceContext } from './context';
import { exportResource, replyWithExport } from './export';
import { rawQueryString } from './list-query';
import { exportQuerystringSchema } from './list-querystring';
import type { Resource } from './resource';

export interface ExportRouteOptions<T, P> {
  /** The admin list's path; the export answers at `<path>/export`. */
  listPath: string;
  resource: Resource<T, P>;
  tags: string[];
  /** What the list's route reads besides the list language (e.g. the day and location of a schedule). */
  params?: (request: FastifyRequest) => P | Promise<P>;
}

export function exportRoute<T, P>(app: FastifyInstance, options: ExportRouteOptions<T, P>): void {
  const { listPath, resource, tags } = options;
  if (!resource.permission) throw new Error(`The ${resource.name} resource names no permission, so it cannot be exported.`);
  app.route({
    method: 'GET',
    url: `${listPath}/export`,
    config: { area: 'admin', permission: { resource: resource.permission, action: 'read' } },
    schema: {
      tags,
      summary: `${resource.title} as a CSV or XLSX file: the list's filters and sort, every matching row`,
      querystring: exportQuerystringSchema,
      response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      const params = options.params ? await options.params(request) : (undefined as P);
      return replyWithExport(reply, await exportResource(serviceContext(request), resource, rawQueryString(request.url), params));
    },
  });
}
