// Routes of the reports (issue 15); the endpoints are declared in libs/domain (reports.endpoints.ts). Each report's
// table and export come from its resource, its metrics from reports.metrics.ts over the same parsed filter. All need
// the `reports` read permission; exports are written to the audit log by the export kit.
import {
  DRIVER_LICENCE_WARNING_DAYS,
  driverLicenceReportEndpoints,
  driverLicenceReportParamsSchema,
  leaveReportEndpoints,
  loanReportEndpoints,
  medicalReportEndpoints,
  penaltyReportEndpoints,
  todayIso,
} from '@crewbase/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { badRequest } from '../../platform/errors';
import { exportResource, replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import { listResource, type Resource } from '../../platform/resource';
import { driverLicenceMetrics, leaveMetrics, loanMetrics, medicalMetrics, penaltyMetrics } from './reports.metrics';
import { driverLicenceReportResource, leaveReportResource, loanReportResource, medicalReportResource, penaltyReportResource, type LicenceParams } from './reports.resources';

const ctx = serviceContext;
const raw = (request: FastifyRequest) => rawQueryString(request.url);

/** The licence report's as-of date and warning days (400 naming each bad one). */
function licenceParams(request: FastifyRequest): LicenceParams {
  const query = request.query as Record<string, unknown>;
  const parsed = driverLicenceReportParamsSchema.safeParse({ asOf: query.asOf, dueWithinDays: query.dueWithinDays });
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw badRequest(`The report query is not valid: ${details.map((d) => `${d.path}: ${d.message}`).join(' ')}`, details);
  }
  return { asOf: parsed.data.asOf ?? todayIso(), dueWithinDays: parsed.data.dueWithinDays ?? DRIVER_LICENCE_WARNING_DAYS };
}

const none = () => undefined;
const tableOf =
  <T, P>(resource: Resource<T, P>, params: (request: FastifyRequest) => P) =>
  (request: FastifyRequest) =>
    listResource(ctx(request), resource, raw(request), params(request));
const exportOf =
  <T, P>(resource: Resource<T, P>, params: (request: FastifyRequest) => P) =>
  async (request: FastifyRequest, reply: Parameters<typeof replyWithExport>[0]) =>
    replyWithExport(reply, await exportResource(ctx(request), resource, raw(request), params(request)));

const licenceRoutes = endpointRoutes(driverLicenceReportEndpoints, {
  list: tableOf(driverLicenceReportResource, licenceParams),
  metrics: (request) => driverLicenceMetrics(ctx(request).db, raw(request), licenceParams(request)),
  export: exportOf(driverLicenceReportResource, licenceParams),
});
const loanRoutes = endpointRoutes(loanReportEndpoints, {
  list: tableOf(loanReportResource, none),
  metrics: (request) => loanMetrics(ctx(request).db, raw(request)),
  export: exportOf(loanReportResource, none),
});
const leaveRoutes = endpointRoutes(leaveReportEndpoints, {
  list: tableOf(leaveReportResource, none),
  metrics: (request) => leaveMetrics(ctx(request).db, raw(request)),
  export: exportOf(leaveReportResource, none),
});
const medicalRoutes = endpointRoutes(medicalReportEndpoints, {
  list: tableOf(medicalReportResource, none),
  metrics: (request) => medicalMetrics(ctx(request).db, raw(request)),
  export: exportOf(medicalReportResource, none),
});
const penaltyRoutes = endpointRoutes(penaltyReportEndpoints, {
  list: tableOf(penaltyReportResource, none),
  metrics: (request) => penaltyMetrics(ctx(request).db, raw(request)),
  export: exportOf(penaltyReportResource, none),
});

export const reportRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [licenceRoutes, loanRoutes, leaveRoutes, medicalRoutes, penaltyRoutes]) await routes(app, {});
};
