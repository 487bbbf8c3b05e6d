// /api/admin/jobs: how far a background job got, for the screen that started it (a pay run, a review cycle launch).
import { adminMay } from '../contract/route-access';
import { endpoint } from '../contract/endpoint';
import { idParamsSchema } from '../organisation/fields';
import { jobStatusSchema } from './job-status';

export const jobEndpoints = {
  get: endpoint({
    method: 'GET', path: '/api/admin/jobs/:id', access: adminMay('jobs', 'read'), tags: ['admin jobs'],
    summary: 'A background job: state, tries, progress (done of total, message), result or error',
    params: idParamsSchema, status: 200, response: jobStatusSchema,
  }),
};
