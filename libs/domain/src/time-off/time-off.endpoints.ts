// Leave types (/api/admin/leave-type, leave-type permission; staff read the active ones) and public holidays
// (/api/admin/public-holiday, public-holiday permission; staff read them for their leave form and schedule).
import { z } from 'zod';
import { adminMay, staffAccess } from '../contract/route-access';
import { endpoint } from '../contract/endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { listResponseSchema } from '../list-query';
import { idParamsSchema } from '../organisation/fields';
import { createLeaveTypeInputSchema, leaveTypeSchema, updateLeaveTypeInputSchema } from './leave-types';
import { createPublicHolidayInputSchema, publicHolidayQuerySchema, publicHolidaySchema, updatePublicHolidayInputSchema } from './public-holidays';

const tags = ['admin settings'];
const staffTags = ['staff leave'];

export const leaveTypeEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/admin/leave-type', access: adminMay('leave-type', 'read'), tags,
    summary: 'Leave types, inactive ones included. Fields: name, entitlementDays, createdAt',
    list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(leaveTypeSchema),
  }),
  get: endpoint({
    method: 'GET', path: '/api/admin/leave-type/:id', access: adminMay('leave-type', 'read'), tags, summary: 'One leave type',
    params: idParamsSchema, status: 200, response: leaveTypeSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/admin/leave-type', access: adminMay('leave-type', 'create'), tags, summary: 'Add a leave type',
    body: createLeaveTypeInputSchema, status: 201, response: leaveTypeSchema,
  }),
  update: endpoint({
    method: 'PATCH', path: '/api/admin/leave-type/:id', access: adminMay('leave-type', 'update'), tags,
    summary: 'Edit a leave type, or deactivate it (active: false): kept for past requests, offered for no new one',
    params: idParamsSchema, body: updateLeaveTypeInputSchema, status: 200, response: leaveTypeSchema,
  }),
  staffList: endpoint({
    method: 'GET', path: '/api/staff/leave-type', access: staffAccess, tags: staffTags, summary: 'The leave types a request may choose (active ones, by name)',
    status: 200, response: z.array(leaveTypeSchema),
  }),
};

export const publicHolidayEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/admin/public-holiday', access: adminMay('public-holiday', 'read'), tags,
    summary: 'Public holidays of a year (?year=, this year by default) or of a range (?from=&to=), by date',
    query: publicHolidayQuerySchema, status: 200, response: z.array(publicHolidaySchema),
  }),
  create: endpoint({
    method: 'POST', path: '/api/admin/public-holiday', access: adminMay('public-holiday', 'create'), tags, summary: 'Add a public holiday (one per date)',
    body: createPublicHolidayInputSchema, status: 201, response: publicHolidaySchema,
  }),
  update: endpoint({
    method: 'PATCH', path: '/api/admin/public-holiday/:id', access: adminMay('public-holiday', 'update'), tags, summary: 'Edit a public holiday',
    params: idParamsSchema, body: updatePublicHolidayInputSchema, status: 200, response: publicHolidaySchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/admin/public-holiday/:id', access: adminMay('public-holiday', 'delete'), tags, summary: 'Delete a public holiday',
    params: idParamsSchema, status: 204,
  }),
  staffList: endpoint({
    method: 'GET', path: '/api/staff/public-holiday', access: staffAccess, tags: staffTags,
    summary: 'Public holidays of a year (?year=) or of a range (?from=&to=), by date',
    query: publicHolidayQuerySchema, status: 200, response: z.array(publicHolidaySchema),
  }),
};
