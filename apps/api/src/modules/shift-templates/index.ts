// Routes of shift templates; the endpoints are declared in libs/domain (shiftTemplateEndpoints).
import { shiftTemplateEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { rawQueryString } from '../../platform/list-query';
import * as service from './shift-templates.service';

export const shiftTemplateRoutes = endpointRoutes(shiftTemplateEndpoints, {
  list: (request) => service.listShiftTemplates(serviceContext(request), rawQueryString(request.url)),
  get: (request) => service.getShiftTemplate(serviceContext(request), request.params.id),
  create: (request) => service.createShiftTemplate(serviceContext(request), request.body),
  update: (request) => service.updateShiftTemplate(serviceContext(request), request.params.id, request.body),
  remove: (request) => service.deleteShiftTemplate(serviceContext(request), request.params.id),
});
