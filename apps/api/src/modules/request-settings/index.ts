// Routes of the company's request settings; the endpoints are declared in libs/domain (requestSettingsEndpoints).
import { requestSettingsEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { getRequestSettings, updateRequestSettings } from './request-settings.service';

export const requestSettingsRoutes = endpointRoutes(requestSettingsEndpoints, {
  get: (request) => getRequestSettings(serviceContext(request)),
  update: (request) => updateRequestSettings(serviceContext(request), request.body),
});
