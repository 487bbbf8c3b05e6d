// Routes of banks, uploads and the health check; the endpoints are declared in libs/domain (systemEndpoints).
import { systemEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { apiVersion } from '../../platform/paths';
import { attachmentDisposition } from './media-types';
import { readOneFile } from '../../platform/read-one-file';
import * as system from './system.service';

export const systemRoutes = endpointRoutes(systemEndpoints, {
  health: (request, reply) => {
    // An app refused by CORS asks this without CORS to learn the API is up (libs/api-client explain-failure): the
    // opaque answer carries nothing, so any site may read it.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return system.health(serviceContext(request), apiVersion);
  },
  banks: (request) => system.listBanks(serviceContext(request)),
  mediaUpload: async (request) => system.uploadMedia(serviceContext(request), await readOneFile(request)),
  media: async (request, reply) => {
    const file = await system.readMedia(serviceContext(request), request.params.key);
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', attachmentDisposition(file.name))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  },
});
