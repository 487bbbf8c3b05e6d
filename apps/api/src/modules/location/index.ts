// Routes of locations; the endpoints are declared in libs/domain (locationEndpoints).
import { locationEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import * as service from './location.service';

export const locationRoutes = endpointRoutes(locationEndpoints, {
  list: (request) => service.listLocations(serviceContext(request), rawQueryString(request.url)),
  export: async (request, reply) => replyWithExport(reply, await service.exportLocations(serviceContext(request), rawQueryString(request.url))),
  get: (request) => service.getLocation(serviceContext(request), request.params.id),
  create: (request) => service.createLocation(serviceContext(request), request.body),
  update: (request) => service.updateLocation(serviceContext(request), request.params.id, request.body),
  remove: (request) => service.deleteLocation(serviceContext(request), request.params.id),
});
