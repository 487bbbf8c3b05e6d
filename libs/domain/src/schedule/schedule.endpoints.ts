// /api/admin/schedule/... (create by location or by staff, overview, a location's week, one day, one shift, a
// person's week) and /api/staff/schedule/current-week.
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { exportEndpoint, exportQuerystringSchema } from '../contract/export-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay, staffAccess } from '../contract/route-access';
import { listResponseSchema } from '../list-query';
import { idParamsSchema } from '../organisation/fields';
import {
  copyScheduleWeekInputSchema,
  copyScheduleWeekResultSchema,
  createScheduleByLocationInputSchema,
  createScheduleByStaffInputSchema,
  createScheduleResultSchema,
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
} from './schedule';

const tags = ['admin schedule'];

const day = endpoint({
  method: 'GET', path: '/api/admin/schedule/day', access: adminMay('schedule', 'read'), tags,
  summary: 'One day at a location, paged; search by staff name or ID. Fields: staff.fullName, staff.staffId, startTime, endTime, createdAt',
  list: true, query: listQuerystringSchema.extend(scheduleDayQuerySchema.shape), status: 200, response: listResponseSchema(shiftSchema),
});
const staffIdParamsSchema = z.object({ staffId: z.string().uuid('Unknown id') });

export const scheduleEndpoints = {
  createByLocation: endpoint({
    method: 'POST', path: '/api/admin/schedule/create-by-location', access: adminMay('schedule', 'create'), tags,
    summary: 'A week of shifts at one location (all or nothing; 409 names a clash)',
    body: createScheduleByLocationInputSchema, status: 201, response: createScheduleResultSchema,
  }),
  createByStaff: endpoint({
    method: 'POST', path: '/api/admin/schedule/create-by-staff', access: adminMay('schedule', 'create'), tags,
    summary: "A week of one person's shifts (all or nothing; 409 names a clash)",
    body: createScheduleByStaffInputSchema, status: 201, response: createScheduleResultSchema,
  }),
  copyWeek: endpoint({
    method: 'POST', path: '/api/admin/schedule/copy-week', access: adminMay('schedule', 'create'), tags,
    summary: 'Copy the week before into this week, at one location or all (all or nothing; 409 names every clash)',
    body: copyScheduleWeekInputSchema, status: 201, response: copyScheduleWeekResultSchema,
  }),
  locations: endpoint({
    method: 'GET', path: '/api/admin/schedule/location', access: adminMay('schedule', 'read'), tags,
    summary: "Every location's week at a glance. Fields: location.name, shiftCount",
    list: true, query: listQuerystringSchema.extend(scheduleOverviewQuerySchema.shape), status: 200, response: listResponseSchema(locationScheduleSummarySchema),
  }),
  locationWeek: endpoint({
    method: 'GET', path: '/api/admin/schedule/week', access: adminMay('schedule', 'read'), tags, summary: "A location's week, Sunday first",
    query: scheduleWeekQuerySchema, status: 200, response: locationScheduleWeekSchema,
  }),
  day,
  dayExport: { ...exportEndpoint(day, 'Schedule'), query: exportQuerystringSchema.extend(scheduleDayQuerySchema.shape) },
  shift: endpoint({
    method: 'GET', path: '/api/admin/schedule/day/:id', access: adminMay('schedule', 'read'), tags, summary: 'One shift',
    params: idParamsSchema, status: 200, response: shiftSchema,
  }),
  updateShift: endpoint({
    method: 'PATCH', path: '/api/admin/schedule/day/:id', access: adminMay('schedule', 'update'), tags, summary: 'Change a shift (place, day, times); 409 names a clash',
    params: idParamsSchema, body: updateShiftInputSchema, status: 200, response: shiftSchema,
  }),
  removeShift: endpoint({
    method: 'DELETE', path: '/api/admin/schedule/day/:id', access: adminMay('schedule', 'delete'), tags, summary: 'Remove a shift',
    params: idParamsSchema, status: 204,
  }),
  staffWeek: endpoint({
    method: 'GET', path: '/api/admin/schedule/staff/:staffId', access: adminMay('schedule', 'read'), tags, summary: "A staff member's week (staff profile, Schedule tab)",
    params: staffIdParamsSchema, query: scheduleStaffWeekQuerySchema, status: 200, response: staffScheduleWeekSchema,
  }),
  myWeek: endpoint({
    method: 'GET', path: '/api/staff/schedule/current-week', access: staffAccess, tags: ['staff schedule'], summary: 'My shifts this week (or ?week=), Sunday first, today marked',
    query: scheduleStaffWeekQuerySchema, status: 200, response: myScheduleWeekSchema,
  }),
};
