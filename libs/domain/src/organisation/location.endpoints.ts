// /api/admin/location: locations (create, view, edit, list, delete).
import { adminMay } from '../contract/route-access';
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { listResponseSchema } from '../list-query';
import { idParamsSchema } from './fields';
import { createLocationInputSchema, locationSchema, updateLocationInputSchema } from './location';

const tags = ['admin settings'];

const list = endpoint({
  method: 'GET', path: '/api/admin/location', access: adminMay('location', 'read'), tags, summary: 'Locations (work sites). Fields: name, city, createdAt',
  list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(locationSchema),
});

export const locationEndpoints = {
  list,
  export: exportEndpoint(list, 'Locations'),
  get: endpoint({
    method: 'GET', path: '/api/admin/location/:id', access: adminMay('location', 'read'), tags, summary: 'One location',
    params: idParamsSchema, status: 200, response: locationSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/admin/location', access: adminMay('location', 'create'), tags, summary: 'Create a location',
    body: createLocationInputSchema, status: 201, response: locationSchema,
  }),
  update: endpoint({
    method: 'PATCH', path: '/api/admin/location/:id', access: adminMay('location', 'update'), tags, summary: 'Edit a location',
    params: idParamsSchema, body: updateLocationInputSchema, status: 200, response: locationSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/admin/location/:id', access: adminMay('location', 'delete'), tags, summary: 'Delete an unused location',
    params: idParamsSchema, status: 204,
  }),
};
