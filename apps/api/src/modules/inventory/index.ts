// Routes of inventory; the endpoints are declared in libs/domain (inventory.endpoints.ts).
import {
  inventoryMetricsEndpoints,
  inventoryReportEndpoints,
  issuanceEndpoints,
  itemCategoryEndpoints,
  maintenanceRequestEndpoints,
  procurementEndpoints,
  requisitionEndpoints,
  stockItemEndpoints,
  stockMovementEndpoints,
  vendorEndpoints,
} from '@crewbase/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { exportResource, replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import { countResourceByStatus, listResource, type Resource } from '../../platform/resource';
import { issuanceRecord, maintenanceRecord, procurementRecord, requisitionRecord } from './inventory.records';
import {
  categoryResource,
  issuanceByLocationResource,
  issuanceResource,
  maintenanceReportResource,
  maintenanceResource,
  movementReportResource,
  movementResource,
  procurementResource,
  procurementSpendResource,
  reportPeriod,
  requisitionResource,
  stockItemResource,
  stockOnHandResource,
  vendorResource,
  type ReportPeriod,
} from './inventory.resources';
import * as service from './inventory.service';
import { locationResource } from '../location/location.repository';

const ctx = serviceContext;
const raw = (request: FastifyRequest) => rawQueryString(request.url);
const none = () => undefined;
const period = (request: FastifyRequest): ReportPeriod => reportPeriod((request.query ?? {}) as Record<string, unknown>);
const list = <T, P>(resource: Resource<T, P>, params: (request: FastifyRequest) => P) => (request: FastifyRequest) =>
  listResource(ctx(request), resource, raw(request), params(request));
const exportOf =
  <T, P>(resource: Resource<T, P>, params: (request: FastifyRequest) => P) =>
  async (request: FastifyRequest, reply: Parameters<typeof replyWithExport>[0]) =>
    replyWithExport(reply, await exportResource(ctx(request), resource, raw(request), params(request)));
const counts = <T>(resource: Resource<T, undefined>) => (request: FastifyRequest) => countResourceByStatus(ctx(request), resource, raw(request), undefined);

const vendorRoutes = endpointRoutes(vendorEndpoints, {
  list: list(vendorResource, none),
  export: exportOf(vendorResource, none),
  get: (request) => service.getVendor(ctx(request), request.params.id),
  create: (request) => service.createVendor(ctx(request), request.body),
  update: (request) => service.updateVendor(ctx(request), request.params.id, request.body),
  remove: (request) => service.deleteVendor(ctx(request), request.params.id),
});

const categoryRoutes = endpointRoutes(itemCategoryEndpoints, {
  list: list(categoryResource, none),
  export: exportOf(categoryResource, none),
  get: (request) => service.getCategory(ctx(request), request.params.id),
  create: (request) => service.createCategory(ctx(request), request.body),
  update: (request) => service.updateCategory(ctx(request), request.params.id, request.body),
  remove: (request) => service.deleteCategory(ctx(request), request.params.id),
});

const stockItemRoutes = endpointRoutes(stockItemEndpoints, {
  list: list(stockItemResource, none),
  export: exportOf(stockItemResource, none),
  statusCounts: counts(stockItemResource),
  get: (request) => service.getStockItem(ctx(request), request.params.id),
  create: (request) => service.createStockItem(ctx(request), request.body),
  update: (request) => service.updateStockItem(ctx(request), request.params.id, request.body),
  remove: (request) => service.deleteStockItem(ctx(request), request.params.id),
});

const movementRoutes = endpointRoutes(stockMovementEndpoints, {
  list: list(movementResource, none),
  export: exportOf(movementResource, none),
  get: (request) => service.getMovement(ctx(request), request.params.id),
  adjust: (request) => service.adjustStock(ctx(request), request.body),
  reverse: (request) => service.reverseMovement(ctx(request), request.params.id, request.body),
});

const procurementRoutes = endpointRoutes(procurementEndpoints, {
  list: list(procurementResource, none),
  export: exportOf(procurementResource, none),
  statusCounts: counts(procurementResource),
  get: (request) => procurementRecord.get(ctx(request), request.params.id),
  create: (request) => service.createProcurement(ctx(request), request.body),
  update: (request) => service.updateProcurement(ctx(request), request.params.id, request.body),
  order: (request) => procurementRecord.decide(ctx(request), request.params.id, 'order', request.body),
  receive: (request) => procurementRecord.decide(ctx(request), request.params.id, 'receive', request.body),
  delete: (request) => procurementRecord.remove(ctx(request), request.params.id),
});

const requisitionRoutes = endpointRoutes(requisitionEndpoints, {
  list: list(requisitionResource, none),
  export: exportOf(requisitionResource, none),
  statusCounts: counts(requisitionResource),
  get: (request) => requisitionRecord.get(ctx(request), request.params.id),
  create: (request) => service.createRequisition(ctx(request), request.body),
  update: (request) => service.updateRequisition(ctx(request), request.params.id, request.body),
  deny: (request) => requisitionRecord.decide(ctx(request), request.params.id, 'deny', request.body),
  delete: (request) => requisitionRecord.remove(ctx(request), request.params.id),
  fulfil: (request) => requisitionRecord.decide(ctx(request), request.params.id, 'fulfil', request.body),
  stockItems: list(stockItemResource, none),
  locations: list(locationResource, none),
});

const issuanceRoutes = endpointRoutes(issuanceEndpoints, {
  list: list(issuanceResource, none),
  export: exportOf(issuanceResource, none),
  statusCounts: counts(issuanceResource),
  get: (request) => issuanceRecord.get(ctx(request), request.params.id),
  create: (request) => service.createIssuance(ctx(request), request.body),
  update: (request) => service.updateIssuance(ctx(request), request.params.id, request.body),
  return: (request) => issuanceRecord.decide(ctx(request), request.params.id, 'return', request.body),
  flag: (request) => service.flagIssuance(ctx(request), request.params.id, request.params.locationId, request.body),
});

const maintenanceRoutes = endpointRoutes(maintenanceRequestEndpoints, {
  list: list(maintenanceResource, none),
  export: exportOf(maintenanceResource, none),
  statusCounts: counts(maintenanceResource),
  get: (request) => maintenanceRecord.get(ctx(request), request.params.id),
  create: (request) => service.createMaintenance(ctx(request), request.body),
  update: (request) => service.updateMaintenance(ctx(request), request.params.id, request.body),
  sendForMaintenance: (request) => maintenanceRecord.decide(ctx(request), request.params.id, 'sendForMaintenance', request.body),
  complete: (request) => maintenanceRecord.decide(ctx(request), request.params.id, 'complete', request.body),
  delete: (request) => maintenanceRecord.remove(ctx(request), request.params.id),
});

const metricsRoutes = endpointRoutes(inventoryMetricsEndpoints, {
  metrics: (request) => service.metrics(ctx(request)),
});

const reportRoutes = endpointRoutes(inventoryReportEndpoints, {
  stockOnHand: list(stockOnHandResource, none),
  stockOnHandExport: exportOf(stockOnHandResource, none),
  movements: list(movementReportResource, period),
  movementsExport: exportOf(movementReportResource, period),
  procurementSpend: list(procurementSpendResource, period),
  procurementSpendExport: exportOf(procurementSpendResource, period),
  issuanceByLocation: list(issuanceByLocationResource, period),
  issuanceByLocationExport: exportOf(issuanceByLocationResource, period),
  maintenance: list(maintenanceReportResource, period),
  maintenanceExport: exportOf(maintenanceReportResource, period),
});

export const inventoryRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [vendorRoutes, categoryRoutes, stockItemRoutes, movementRoutes, procurementRoutes, requisitionRoutes, issuanceRoutes, maintenanceRoutes, metricsRoutes, reportRoutes]) {
    await routes(app, {});
  }
};
