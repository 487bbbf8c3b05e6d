// Routes of staff schedules; the endpoints are declared in libs/domain (scheduleEndpoints).
import { scheduleEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import * as service from './schedule.service';

export const scheduleRoutes = endpointRoutes(scheduleEndpoints, {
  createByLocation: (request) => service.createByLocation(serviceContext(request), request.body),
  createByStaff: (request) => service.createByStaff(serviceContext(request), request.body),
  copyWeek: (request) => service.copyWeek(serviceContext(request), request.body),
  locations: (request) => service.locationOverview(serviceContext(request), rawQueryString(request.url), request.query),
  locationWeek: (request) => service.locationWeek(serviceContext(request), request.query.locationId, request.query.week),
  day: (request) => service.listDay(serviceContext(request), rawQueryString(request.url), request.query),
  dayExport: async (request, reply) => replyWithExport(reply, await service.exportDay(serviceContext(request), rawQueryString(request.url), request.query)),
  shift: (request) => service.getShift(serviceContext(request), request.params.id),
  updateShift: (request) => service.updateShift(serviceContext(request), request.params.id, request.body),
  removeShift: (request) => service.deleteShift(serviceContext(request), request.params.id),
  staffWeek: (request) => service.staffWeek(serviceContext(request), request.params.staffId, request.query.week),
  myWeek: (request) => service.myWeek(serviceContext(request), request.query.week),
});
