// Staff management (Profiles > Staffs): create, view, edit, status, terminate, approve driver's licence, resend
// the activation code. The list lives in index.ts.
import {
  acknowledgementSchema,
  changeStaffStatusInputSchema,
  createStaffInputSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  staffDetailSchema,
  terminateStaffInputSchema,
  updateStaffInputSchema,
  type PermissionAction,
} from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import * as service from './staff-management.service';

const refused = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const tags = ['admin staff'];
const permission = (action: PermissionAction) => ({ area: 'admin' as const, permission: { resource: 'staff' as const, action } });

export const staffManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/staff',
    { config: permission('create'), schema: { tags, summary: 'Add New Staff (Pending; an activation code is mailed)', body: createStaffInputSchema, response: { 201: staffDetailSchema, ...refused } } },
    async (request, reply) => reply.code(201).send(await service.createStaff(serviceContext(request), request.body)),
  );
  app.get(
    '/api/admin/staff/:id',
    { config: permission('read'), schema: { tags, summary: 'One staff member in full', params: idParamsSchema, response: { 200: staffDetailSchema, ...refused } } },
    (request) => service.getStaffDetail(serviceContext(request), request.params.id),
  );
  app.patch(
    '/api/admin/staff/:id',
    { config: permission('update'), schema: { tags, summary: 'Edit a staff member (not the status)', params: idParamsSchema, body: updateStaffInputSchema, response: { 200: staffDetailSchema, ...refused } } },
    (request) => service.updateStaff(serviceContext(request), request.params.id, request.body),
  );
  app.patch(
    '/api/admin/staff/:id/status',
    {
      config: permission('update'),
      schema: { tags, summary: 'Activate, suspend or record a resignation (staff state machine)', params: idParamsSchema, body: changeStaffStatusInputSchema, response: { 200: staffDetailSchema, ...refused } },
    },
    (request) => service.changeStaffStatus(serviceContext(request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/staff/terminate/:id',
    { config: permission('delete'), schema: { tags, summary: 'Terminate with a reason; ends their sessions', params: idParamsSchema, body: terminateStaffInputSchema, response: { 200: staffDetailSchema, ...refused } } },
    (request) => service.terminateStaff(serviceContext(request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/staff/approve-driver-license/:id',
    { config: permission('approve'), schema: { tags, summary: "Approve the driver's licence (UNVERIFIED -> VERIFIED)", params: idParamsSchema, response: { 200: staffDetailSchema, ...refused } } },
    (request) => service.approveDriverLicence(serviceContext(request), request.params.id),
  );
  app.post(
    '/api/admin/staff/:id/resend-activation',
    { config: permission('create'), schema: { tags, summary: 'Mail a new activation code to a Pending staff member', params: idParamsSchema, response: { 202: acknowledgementSchema, ...refused } } },
    async (request, reply) => {
      await service.resendStaffActivation(serviceContext(request), request.params.id);
      return reply.code(202).send({ message: service.ACTIVATION_RESENT });
    },
  );
};
