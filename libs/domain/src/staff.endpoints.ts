// The staff list (Profiles > Staffs, and the dashboard) and its export.
import { endpoint } from './contract/endpoint';
import { exportEndpoint } from './contract/export-endpoint';
import { listQuerystringSchema } from './contract/list-querystring';
import { adminMay } from './contract/route-access';
import { listResponseSchema } from './list-query';
import { staffListFields, staffListItemSchema } from './staff';

const list = endpoint({
  method: 'GET', path: '/api/admin/staff', access: adminMay('staff', 'read'), tags: ['admin staff'], summary: `Staff. Fields: ${staffListFields.join(', ')}`,
  list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(staffListItemSchema),
});

export const staffEndpoints = {
  list,
  export: exportEndpoint(list, 'Staff'),
};
