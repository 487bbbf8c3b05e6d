// /api/admin/schedule/... (create by location or by staff, overview, a location's week, one day, one shift, a
// person's week) and /api/staff/schedule/current-week.
import {
  createScheduleByLocationInputSchema,
  createScheduleByStaffInputSchema,
  createScheduleResultSchema,
  deletedSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  listResponseSchema,
  locationScheduleSummarySchema,
  locationScheduleWeekSchema,
  myScheduleWeekSchema,
  scheduleDayQuerySchema,
  scheduleOverviewQuerySchema,
  scheduleStaffWeekQuerySchema,
  scheduleWeekQuerySchema,
  shiftSchema,
  staffScheduleWeekSchema,
  updateShiftInputSchema,
} from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../platform/context';
import { rawQueryString } from '../../platform/list-query';
import { listQuerystringSchema } from '../../platform/list-querystring';
import * as service from './schedule.service';

const refused = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const tags = ['admin schedule'];
const permission = (action: 'read' | 'create' | 'update' | 'delete') => ({ area: 'admin' as const, permission: { resource: 'schedule' as const, action } });
const staffIdParamsSchema = z.object({ staffId: z.string().uuid('Unknown id') });

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/schedule/create-by-location',
    {
      config: permission('create'),
      schema: { tags, summary: "A week of shifts at one location (all or nothing; 409 names a clash)", body: createScheduleByLocationInputSchema, response: { 201: createScheduleResultSchema, ...refused } },
    },
    async (request, reply) => reply.code(201).send(await service.createByLocation(serviceContext(request), request.body)),
  );
  app.post(
    '/api/admin/schedule/create-by-staff',
    {
      config: permission('create'),
      schema: { tags, summary: "A week of one person's shifts (all or nothing; 409 names a clash)", body: createScheduleByStaffInputSchema, response: { 201: createScheduleResultSchema, ...refused } },
    },
    async (request, reply) => reply.code(201).send(await service.createByStaff(serviceContext(request), request.body)),
  );
  app.get(
    '/api/admin/schedule/location',
    {
      config: permission('read'),
      schema: {
        tags,
        summary: "Every location's week at a glance. Fields: location.name, shiftCount",
        querystring: listQuerystringSchema.extend(scheduleOverviewQuerySchema.shape),
        response: { 200: listResponseSchema(locationScheduleSummarySchema), ...refused },
      },
    },
    (request) => service.locationOverview(serviceContext(request), rawQueryString(request.url), request.query),
  );
  app.get(
    '/api/admin/schedule/week',
    { config: permission('read'), schema: { tags, summary: "A location's week, Sunday first", querystring: scheduleWeekQuerySchema, response: { 200: locationScheduleWeekSchema, ...refused } } },
    (request) => service.locationWeek(serviceContext(request), request.query.locationId, request.query.week),
  );
  app.get(
    '/api/admin/schedule/day',
    {
      config: permission('read'),
      schema: {
        tags,
        summary: 'One day at a location, paged; search by staff name or ID. Fields: staff.fullName, staff.staffId, startTime, endTime, createdAt',
        querystring: listQuerystringSchema.extend(scheduleDayQuerySchema.shape),
        response: { 200: listResponseSchema(shiftSchema), ...refused },
      },
    },
    (request) => service.listDay(serviceContext(request), rawQueryString(request.url), request.query),
  );
  app.get(
    '/api/admin/schedule/day/:id',
    { config: permission('read'), schema: { tags, summary: 'One shift', params: idParamsSchema, response: { 200: shiftSchema, ...refused } } },
    (request) => service.getShift(serviceContext(request), request.params.id),
  );
  app.patch(
    '/api/admin/schedule/day/:id',
    {
      config: permission('update'),
      schema: { tags, summary: 'Change a shift (place, day, times); 409 names a clash', params: idParamsSchema, body: updateShiftInputSchema, response: { 200: shiftSchema, ...refused } },
    },
    (request) => service.updateShift(serviceContext(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/schedule/day/:id',
    { config: permission('delete'), schema: { tags, summary: 'Remove a shift', params: idParamsSchema, response: { 200: deletedSchema, ...refused } } },
    async (request) => {
      await service.deleteShift(serviceContext(request), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
  app.get(
    '/api/admin/schedule/staff/:staffId',
    {
      config: permission('read'),
      schema: { tags, summary: "A staff member's week (staff profile, Schedule tab)", params: staffIdParamsSchema, querystring: scheduleStaffWeekQuerySchema, response: { 200: staffScheduleWeekSchema, ...refused } },
    },
    (request) => service.staffWeek(serviceContext(request), request.params.staffId, request.query.week),
  );

  app.get(
    '/api/staff/schedule/current-week',
    {
      config: { area: 'staff' },
      schema: { tags: ['staff schedule'], summary: 'My shifts this week (or ?week=), Sunday first, today marked', querystring: scheduleStaffWeekQuerySchema, response: { 200: myScheduleWeekSchema, ...refused } },
    },
    (request) => service.myWeek(serviceContext(request), request.query.week),
  );
};
