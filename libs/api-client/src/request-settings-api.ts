// The company's request settings (leave days per year, money ceilings), called from their declared endpoints
// (requestSettingsEndpoints).
import { requestSettingsEndpoints, type EndpointBodyInput, type RequestSettings } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';

export const requestSettingsApi = {
  /** leave-request:read: leave days per year and the money ceilings. */
  get: (): Promise<RequestSettings> => callEndpoint(requestSettingsEndpoints.get),
  /** leave-request:update; PATCH: only the settings sent change. */
  update: (input: EndpointBodyInput<typeof requestSettingsEndpoints.update>): Promise<RequestSettings> => callEndpoint(requestSettingsEndpoints.update, { body: input }),
};
