// /api/admin/request-settings: the leave entitlement and money ceilings the request rules read (leave-request permission).
import { endpoint } from '../contract/endpoint';
import { adminMay } from '../contract/route-access';
import { requestSettingsSchema, updateRequestSettingsInputSchema } from './request-settings';

const tags = ['admin requests'];

export const requestSettingsEndpoints = {
  get: endpoint({
    method: 'GET', path: '/api/admin/request-settings', access: adminMay('leave-request', 'read'), tags, summary: 'Leave entitlement and request ceilings',
    status: 200, response: requestSettingsSchema,
  }),
  update: endpoint({
    method: 'PATCH', path: '/api/admin/request-settings', access: adminMay('leave-request', 'update'), tags,
    summary: 'Change the leave entitlement and request ceilings (applies to requests made from now on)',
    body: updateRequestSettingsInputSchema, status: 200, response: requestSettingsSchema,
  }),
};
