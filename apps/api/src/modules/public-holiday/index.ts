// Routes of public holidays; the endpoints are declared in libs/domain (publicHolidayEndpoints).
import { publicHolidayEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import * as service from './public-holiday.service';

export const publicHolidayRoutes = endpointRoutes(publicHolidayEndpoints, {
  list: (request) => service.listHolidays(serviceContext(request), request.query),
  create: (request) => service.createHoliday(serviceContext(request), request.body),
  update: (request) => service.updateHoliday(serviceContext(request), request.params.id, request.body),
  remove: (request) => service.deleteHoliday(serviceContext(request), request.params.id),
  staffList: (request) => service.listHolidays(serviceContext(request), request.query),
});
