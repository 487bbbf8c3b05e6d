// Routes of the staff list and its export; the endpoints are declared in libs/domain (staffEndpoints).
import { staffEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { exportResource, replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import { staffResource } from './staff.resource';
import { listStaff } from './staff.service';

export const staffRoutes = endpointRoutes(staffEndpoints, {
  list: (request) => listStaff(serviceContext(request), rawQueryString(request.url)),
  export: async (request, reply) => replyWithExport(reply, await exportResource(serviceContext(request), staffResource, rawQueryString(request.url), undefined)),
});
