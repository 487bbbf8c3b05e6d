// /api/admin/location: locations (create, view, edit, list, delete).
import {
  createLocationInputSchema,
  deletedSchema,
  locationSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  listResponseSchema,
  updateLocationInputSchema,
} from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import { rawQueryString } from '../../platform/list-query';
import { listQuerystringSchema } from '../../platform/list-querystring';
import * as service from './location.service';

const refused = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const tags = ['admin settings'];
const permission = (action: 'read' | 'create' | 'update' | 'delete') => ({ area: 'admin' as const, permission: { resource: 'location' as const, action } });

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/location',
    { config: permission('read'), schema: { tags, summary: 'Locations (work sites). Fields: name, city, createdAt', querystring: listQuerystringSchema, response: { 200: listResponseSchema(locationSchema), ...refused } } },
    (request) => service.listLocations(serviceContext(request), rawQueryString(request.url)),
  );
  app.post(
    '/api/admin/location',
    { config: permission('create'), schema: { tags, summary: 'Create a location', body: createLocationInputSchema, response: { 201: locationSchema, ...refused } } },
    async (request, reply) => reply.code(201).send(await service.createLocation(serviceContext(request), request.body)),
  );
  app.get(
    '/api/admin/location/:id',
    { config: permission('read'), schema: { tags, summary: 'One location', params: idParamsSchema, response: { 200: locationSchema, ...refused } } },
    (request) => service.getLocation(serviceContext(request), request.params.id),
  );
  app.patch(
    '/api/admin/location/:id',
    { config: permission('update'), schema: { tags, summary: 'Edit a location', params: idParamsSchema, body: updateLocationInputSchema, response: { 200: locationSchema, ...refused } } },
    (request) => service.updateLocation(serviceContext(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/location/:id',
    { config: permission('delete'), schema: { tags, summary: 'Delete an unused location', params: idParamsSchema, response: { 200: deletedSchema, ...refused } } },
    (request) => service.deleteLocation(serviceContext(request), request.params.id),
  );
};
