// Routes of payroll; the endpoints are declared in libs/domain (payroll.endpoints.ts).
import {
  payRunEndpoints,
  payrollAdjustmentEndpoints,
  payrollSettingsEndpoints,
  payslipEndpoints,
  staffPayrollEndpoints,
} from '@crewbase/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { serviceContext, staffActor } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { exportResource, replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import { countResourceByStatus, listResource } from '../../platform/resource';
import { attachmentDisposition } from '../system/media-types';
import { payslipPdf } from './payroll-pdf';
import { getSettings, updateSettings } from './payroll-settings';
import { payRunResource, payslipResource, staffPayslipResource } from './payroll.resources';
import * as service from './payroll.service';

const ctx = serviceContext;
const raw = (request: FastifyRequest) => rawQueryString(request.url);

const sendPdf = async (reply: FastifyReply, slip: Awaited<ReturnType<typeof service.payslipForPdf>>) => {
  const pdf = await payslipPdf(slip);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', String(pdf.length))
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', attachmentDisposition(`payslip-${slip.month}-${slip.staffProfile.staffId}.pdf`))
    .header('cache-control', 'private, no-store')
    .send(pdf);
};

const payslipRoutes = endpointRoutes(payslipEndpoints, {
  list: (request) => listResource(ctx(request), payslipResource, raw(request), undefined),
  export: async (request, reply) => replyWithExport(reply, await exportResource(ctx(request), payslipResource, raw(request), undefined)),
  statusCounts: (request) => countResourceByStatus(ctx(request), payslipResource, raw(request), undefined),
  get: (request) => service.getPayslip(ctx(request), request.params.id),
  pdf: async (request, reply) => sendPdf(reply, await service.payslipForPdf(ctx(request), request.params.id, 'admin')),
  markPaid: (request) => service.markPayslipPaid(ctx(request), request.server.jobs, request.params.id, request.body),
  recalculate: (request) => service.recalculatePayslip(ctx(request), request.params.id),
  resendMail: (request) => service.resendPayslipMail(ctx(request), request.server.jobs, request.params.id),
  remove: (request) => service.deletePayslip(ctx(request), request.params.id),
});

const payRunRoutes = endpointRoutes(payRunEndpoints, {
  list: (request) => listResource(ctx(request), payRunResource, raw(request), undefined),
  export: async (request, reply) => replyWithExport(reply, await exportResource(ctx(request), payRunResource, raw(request), undefined)),
  statusCounts: (request) => countResourceByStatus(ctx(request), payRunResource, raw(request), undefined),
  get: (request) => service.getPayRun(ctx(request), request.params.id),
  create: (request) => service.createPayRun(ctx(request), request.body),
  calculate: (request) => service.calculatePayRun(ctx(request), request.server.jobs, request.params.id, request.body),
  approve: (request) => service.payRunRecord.decide(ctx(request), request.params.id, 'approve', request.body) as ReturnType<typeof service.getPayRun>,
  markPaid: (request) => service.markPayRunPaid(ctx(request), request.server.jobs, request.params.id, request.body),
  delete: (request) => service.deletePayRun(ctx(request), request.params.id),
  problems: (request) => service.payRunProblems(ctx(request), request.params.id),
  bankSchedule: async (request, reply) => {
    const file = await service.bankScheduleCsv(ctx(request), request.params.id, request.query.bankCode);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('x-total', file.total)
      .header('x-row-count', String(file.rows))
      .header('cache-control', 'private, no-store')
      .send(file.csv);
  },
});

const adjustmentRoutes = endpointRoutes(payrollAdjustmentEndpoints, {
  create: (request) => service.createAdjustment(ctx(request), request.body),
});

const settingsRoutes = endpointRoutes(payrollSettingsEndpoints, {
  get: (request) => getSettings(ctx(request)),
  update: (request) => updateSettings(ctx(request), request.body),
});

const staffRoutes = endpointRoutes(staffPayrollEndpoints, {
  list: (request) => listResource(ctx(request), staffPayslipResource, raw(request), staffActor(ctx(request))),
  latest: (request) => service.staffLatestPayslip(ctx(request)),
  get: (request) => service.staffPayslip(ctx(request), request.params.id),
  pdf: async (request, reply) => sendPdf(reply, await service.payslipForPdf(ctx(request), request.params.id, 'staff')),
});

export const payrollRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [payslipRoutes, payRunRoutes, adjustmentRoutes, settingsRoutes, staffRoutes]) await routes(app, {});
};
