// Routes of Profiles > Staffs: the list and its export, Add New Staff, detail, edit, status, termination, licence
// approval and the activation resend; the endpoints are declared in libs/domain (staffEndpoints).
import { staffEndpoints, staffImportEndpoints, type StaffDetail } from '@crewbase/domain';
import type { FastifyRequest } from 'fastify';
import { roleAllows } from '../../platform/accounts';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { exportResource, replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import { readOneFile } from '../../platform/read-one-file';
import { countResourceByStatus } from '../../platform/resource';
import { staffResource } from './staff.resource';
import * as imports from './staff-import.service';
import * as service from './staff.service';

/**
 * Daily salary and account number are payroll facts: an admin whose role does not hold the payroll permission reads
 * them masked (the salary hidden, the account as ******1234).
 */
async function payMasked(request: FastifyRequest, detail: Promise<StaffDetail>): Promise<StaffDetail> {
  const staff = await detail;
  const actor = request.actor;
  if (actor?.area !== 'admin' || (await roleAllows(request.server.database.db, actor, 'payroll', 'read'))) return staff;
  return { ...staff, dailySalary: null, accountNumber: staff.accountNumber ? `******${staff.accountNumber.slice(-4)}` : null, payDetailsHidden: true };
}

export const staffRoutes = endpointRoutes(staffEndpoints, {
  list: (request) => service.listStaff(serviceContext(request), rawQueryString(request.url)),
  export: async (request, reply) => replyWithExport(reply, await exportResource(serviceContext(request), staffResource, rawQueryString(request.url), undefined)),
  statusCounts: (request) => countResourceByStatus(serviceContext(request), staffResource, rawQueryString(request.url), undefined),
  create: (request) => payMasked(request, service.createStaff(serviceContext(request), request.body)),
  get: (request) => payMasked(request, service.getStaffDetail(serviceContext(request), request.params.id)),
  update: (request) => payMasked(request, service.updateStaff(serviceContext(request), request.params.id, request.body)),
  changeStatus: (request) => payMasked(request, service.changeStaffStatus(serviceContext(request), request.params.id, request.body)),
  terminate: (request) => payMasked(request, service.terminateStaff(serviceContext(request), request.params.id, request.body)),
  approveDriverLicence: (request) => payMasked(request, service.approveDriverLicence(serviceContext(request), request.params.id)),
  resendActivation: async (request) => {
    await service.resendStaffActivation(serviceContext(request), request.params.id);
    return { message: service.ACTIVATION_RESENT };
  },
});

/** Staff import: the template, a preview of a file (nothing saved), the commit (a background job) and its progress. */
export const staffImportRoutes = endpointRoutes(staffImportEndpoints, {
  template: async (request, reply) => {
    const file = await imports.staffImportTemplateFile(serviceContext(request), request.query.format);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .header('access-control-expose-headers', 'Content-Disposition')
      .send(file.data);
  },
  preview: async (request) => imports.previewStaffImport(serviceContext(request), await readOneFile(request)),
  commit: (request) => imports.commitStaffImport(serviceContext(request), request.server.jobs, request.params.id),
  get: (request) => imports.getStaffImport(serviceContext(request), request.server.jobs, request.params.id),
});
