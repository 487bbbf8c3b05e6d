// /api/admin/shift-templates (schedule permission): each location's named shifts, picked when building a schedule.
import { endpoint } from '../contract/endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay } from '../contract/route-access';
import { listResponseSchema } from '../list-query';
import { idParamsSchema } from '../organisation/fields';
import { createShiftTemplateInputSchema, shiftTemplateSchema, updateShiftTemplateInputSchema } from './shift-template';

const tags = ['admin schedule'];

export const shiftTemplateEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/admin/shift-templates', access: adminMay('schedule', 'read'), tags,
    summary: 'Shift templates. Fields: name, location.id, location.name, startTime, createdAt',
    list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(shiftTemplateSchema),
  }),
  get: endpoint({
    method: 'GET', path: '/api/admin/shift-templates/:id', access: adminMay('schedule', 'read'), tags, summary: 'One shift template',
    params: idParamsSchema, status: 200, response: shiftTemplateSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/admin/shift-templates', access: adminMay('schedule', 'create'), tags, summary: 'Create a shift template at a location (name unique there)',
    body: createShiftTemplateInputSchema, status: 201, response: shiftTemplateSchema,
  }),
  update: endpoint({
    method: 'PATCH', path: '/api/admin/shift-templates/:id', access: adminMay('schedule', 'update'), tags, summary: 'Edit a shift template (shifts already made stay as they are)',
    params: idParamsSchema, body: updateShiftTemplateInputSchema, status: 200, response: shiftTemplateSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/admin/shift-templates/:id', access: adminMay('schedule', 'delete'), tags, summary: 'Delete a shift template (shifts already made stay)',
    params: idParamsSchema, status: 204,
  }),
};
