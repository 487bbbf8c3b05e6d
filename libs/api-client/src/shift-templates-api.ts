// Shift templates (schedule permission): each location's named shifts, picked when building a week.
import { shiftTemplateEndpoints, type EndpointBodyInput, type ListQuery, type ListResponse, type ShiftTemplate } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { toSearchParams } from './to-search-params';

const e = shiftTemplateEndpoints;

export const shiftTemplatesApi = {
  list: (query: Partial<ListQuery> = {}): Promise<ListResponse<ShiftTemplate>> => callEndpoint(e.list, { searchParams: toSearchParams(query) }),
  detail: (id: string): Promise<ShiftTemplate> => callEndpoint(e.get, { params: { id } }),
  create: (input: EndpointBodyInput<typeof e.create>): Promise<ShiftTemplate> => callEndpoint(e.create, { body: input }),
  update: (id: string, input: EndpointBodyInput<typeof e.update>): Promise<ShiftTemplate> => callEndpoint(e.update, { params: { id }, body: input }),
  remove: (id: string): Promise<void> => callEndpoint(e.remove, { params: { id } }),
};
