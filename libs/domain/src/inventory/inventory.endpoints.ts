// Inventory endpoints, all under /api/admin/inventory. Permission resource `inventory` for everything but
// requisitions, which take the `requisitions` resource (a site manager raises and follows them); fulfilling one
// issues stock and so takes `inventory` create. Every list has its export (`<list>/export`); the workflow records
// have status counts (`<list>/status-counts`). Reports are lists too: filter, sort, page and export like any list.
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay } from '../contract/route-access';
import { statusCountsEndpoint } from '../contract/status-counts-endpoint';
import { listResponseSchema } from '../list-query';
import { idParamsSchema } from '../organisation/fields';
import { locationSchema } from '../organisation/location';
import type { PermissionAction } from '../permissions';
import { workflowEndpoints } from '../workflow/workflow-endpoints';
import {
  completeMaintenanceInputSchema,
  createIssuanceInputSchema,
  createItemCategoryInputSchema,
  createMaintenanceRequestInputSchema,
  createProcurementInputSchema,
  createRequisitionInputSchema,
  createStockItemInputSchema,
  createVendorInputSchema,
  denyRequisitionInputSchema,
  flagIssuanceInputSchema,
  flagIssuanceParamsSchema,
  fulfilRequisitionInputSchema,
  inventoryMetricsSchema,
  issuanceByLocationRowSchema,
  issuanceDetailSchema,
  issuanceSchema,
  itemCategorySchema,
  maintenanceReportRowSchema,
  maintenanceRequestDetailSchema,
  maintenanceRequestSchema,
  maintenanceWorkflow,
  movementReportRowSchema,
  procurementDetailSchema,
  procurementSchema,
  procurementSpendRowSchema,
  procurementWorkflow,
  receiveProcurementInputSchema,
  requisitionDetailSchema,
  requisitionSchema,
  requisitionWorkflow,
  returnIssuanceInputSchema,
  reverseMovementInputSchema,
  sendForMaintenanceInputSchema,
  stockAdjustmentInputSchema,
  stockItemSchema,
  stockMovementSchema,
  stockOnHandRowSchema,
  updateIssuanceInputSchema,
  updateItemCategoryInputSchema,
  updateMaintenanceRequestInputSchema,
  updateProcurementInputSchema,
  updateRequisitionInputSchema,
  updateStockItemInputSchema,
  updateVendorInputSchema,
  vendorSchema as vendorItem,
} from './inventory';
import { requestDecisionBodySchema } from '../requests/common';

export const INVENTORY_API = '/api/admin/inventory';
const ADMIN = INVENTORY_API;
const tags = ['admin inventory'];
const may = (action: PermissionAction) => adminMay('inventory', action);
const mayRequisitions = (action: PermissionAction) => adminMay('requisitions', action);

const adminList = <S extends z.ZodType>(path: string, item: S, summary: string, access = may('read')) =>
  endpoint({ method: 'GET', path, access, tags, summary, list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(item) });

// ------------------------------------------------ vendors
const vendorList = adminList(`${ADMIN}/vendor`, vendorItem, 'Vendors. Fields: name, contactPerson, phoneNumber, email, createdAt');
export const vendorEndpoints = {
  list: vendorList,
  export: exportEndpoint(vendorList, 'Vendors'),
  get: endpoint({ method: 'GET', path: `${ADMIN}/vendor/:id`, access: may('read'), tags, summary: 'One vendor', params: idParamsSchema, status: 200, response: vendorItem }),
  create: endpoint({ method: 'POST', path: `${ADMIN}/vendor`, access: may('create'), tags, summary: 'Add a vendor', body: createVendorInputSchema, status: 201, response: vendorItem }),
  update: endpoint({ method: 'PATCH', path: `${ADMIN}/vendor/:id`, access: may('update'), tags, summary: 'Edit a vendor', params: idParamsSchema, body: updateVendorInputSchema, status: 200, response: vendorItem }),
  remove: endpoint({
    method: 'DELETE', path: `${ADMIN}/vendor/:id`, access: may('delete'), tags,
    summary: 'Delete a vendor no procurement or maintenance names (409 otherwise)', params: idParamsSchema, status: 204,
  }),
};

// ------------------------------------------------ item categories
const categoryList = adminList(`${ADMIN}/item-category`, itemCategorySchema, 'Item categories. Fields: name, createdAt');
export const itemCategoryEndpoints = {
  list: categoryList,
  export: exportEndpoint(categoryList, 'Item categories'),
  get: endpoint({ method: 'GET', path: `${ADMIN}/item-category/:id`, access: may('read'), tags, summary: 'One item category', params: idParamsSchema, status: 200, response: itemCategorySchema }),
  create: endpoint({ method: 'POST', path: `${ADMIN}/item-category`, access: may('create'), tags, summary: 'Add an item category (409 when the name is taken)', body: createItemCategoryInputSchema, status: 201, response: itemCategorySchema }),
  update: endpoint({
    method: 'PATCH', path: `${ADMIN}/item-category/:id`, access: may('update'), tags, summary: 'Rename an item category',
    params: idParamsSchema, body: updateItemCategoryInputSchema, status: 200, response: itemCategorySchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${ADMIN}/item-category/:id`, access: may('delete'), tags, summary: 'Delete an empty item category (409 when it has items)', params: idParamsSchema, status: 204 }),
};

// ------------------------------------------------ stock items
const stockItemList = adminList(`${ADMIN}/stock-item`, stockItemSchema, 'Stock items. Fields: name, availableStock, stockHealth, category.name, category.id, unit, createdAt');
export const stockItemEndpoints = {
  list: stockItemList,
  export: exportEndpoint(stockItemList, 'Stock items'),
  /** Counted by stockHealth (HEALTHY, LOW, OUT). */
  statusCounts: statusCountsEndpoint(stockItemList, 'Stock items'),
  get: endpoint({ method: 'GET', path: `${ADMIN}/stock-item/:id`, access: may('read'), tags, summary: 'One stock item (its movements: stock-movement?filter=stockItem.id||$eq||<id>)', params: idParamsSchema, status: 200, response: stockItemSchema }),
  create: endpoint({ method: 'POST', path: `${ADMIN}/stock-item`, access: may('create'), tags, summary: 'Add a stock item (stock 0: stock comes from receipts and adjustments)', body: createStockItemInputSchema, status: 201, response: stockItemSchema }),
  update: endpoint({
    method: 'PATCH', path: `${ADMIN}/stock-item/:id`, access: may('update'), tags, summary: 'Edit a stock item (never its stock)',
    params: idParamsSchema, body: updateStockItemInputSchema, status: 200, response: stockItemSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${ADMIN}/stock-item/:id`, access: may('delete'), tags, summary: 'Delete a stock item that never moved (409 once it has movements)', params: idParamsSchema, status: 204 }),
};

// ------------------------------------------------ the ledger
const movementList = adminList(
  `${ADMIN}/stock-movement`,
  stockMovementSchema,
  'Stock movements (the ledger), newest first. Fields: kind, quantity, stockItem.id, stockItem.name, category.id, location.id, procurementId, issuanceId, createdAt',
);
export const stockMovementEndpoints = {
  list: movementList,
  export: exportEndpoint(movementList, 'Stock movements'),
  get: endpoint({ method: 'GET', path: `${ADMIN}/stock-movement/:id`, access: may('read'), tags, summary: 'One movement', params: idParamsSchema, status: 200, response: stockMovementSchema }),
  adjust: endpoint({
    method: 'POST', path: `${ADMIN}/stock-movement/adjustment`, access: may('update'), tags,
    summary: 'Adjust an item\'s stock with a reason (409 naming what is left when it would go below zero)',
    body: stockAdjustmentInputSchema, status: 201, response: stockMovementSchema,
  }),
  reverse: endpoint({
    method: 'POST', path: `${ADMIN}/stock-movement/reverse/:id`, access: may('update'), tags,
    summary: 'Reverse a receipt or adjustment with a reason: a movement of the opposite quantity (409 when reversed already or stock would go below zero)',
    params: idParamsSchema, body: reverseMovementInputSchema, status: 201, response: stockMovementSchema,
  }),
};

// ------------------------------------------------ procurements
const procurementList = adminList(`${ADMIN}/procurement`, procurementSchema, 'Procurements. Fields: user.firstName, vendor.id, vendor.name, totalCost, createdAt, status');
export const procurementEndpoints = {
  list: procurementList,
  export: exportEndpoint(procurementList, 'Procurements'),
  statusCounts: statusCountsEndpoint(procurementList, 'Procurements'),
  get: endpoint({ method: 'GET', path: `${ADMIN}/procurement/:id`, access: may('read'), tags, summary: 'A procurement with its lines and history', params: idParamsSchema, status: 200, response: procurementDetailSchema }),
  create: endpoint({
    method: 'POST', path: `${ADMIN}/procurement`, access: may('create'), tags, summary: 'Raise a procurement (PENDING); totalCost is the sum of its lines',
    body: createProcurementInputSchema, status: 201, response: procurementDetailSchema,
  }),
  /**
   * update: PATCH procurement/:id (PENDING); order: PATCH procurement/order/:id (-> IN_PROGRESS); receive: PATCH
   * procurement/receive/:id (stock in, one transaction; COMPLETED once every unit is in); delete (PENDING).
   */
  ...workflowEndpoints(procurementWorkflow, {
    resource: 'inventory',
    base: { admin: `${ADMIN}/procurement` },
    tags: { admin: tags },
    params: idParamsSchema,
    response: procurementDetailSchema,
    decisionBody: requestDecisionBodySchema,
    bodies: { update: updateProcurementInputSchema, receive: receiveProcurementInputSchema },
    summaries: {
      update: 'Change a pending procurement (lines replace every line)',
      order: 'Mark a procurement as ordered from its vendor (IN_PROGRESS)',
      receive: 'Receive what arrived: stock in for every line (or the lines named) in one transaction; COMPLETED once every unit is in; sent twice, stock rises once',
      delete: 'Delete a pending procurement',
    },
  }),
};

// ------------------------------------------------ requisitions
const requisitionList = adminList(
  `${ADMIN}/requisition`,
  requisitionSchema,
  'Requisitions. Fields: location.id, location.name, staff.id, reason, status, createdAt',
  mayRequisitions('read'),
);
const { fulfil: _fulfil, ...requisitionAdminActions } = requisitionWorkflow;
export const requisitionEndpoints = {
  list: requisitionList,
  export: exportEndpoint(requisitionList, 'Requisitions'),
  statusCounts: statusCountsEndpoint(requisitionList, 'Requisitions'),
  get: endpoint({
    method: 'GET', path: `${ADMIN}/requisition/:id`, access: mayRequisitions('read'), tags, summary: 'A requisition with its lines, issuances and history',
    params: idParamsSchema, status: 200, response: requisitionDetailSchema,
  }),
  create: endpoint({
    method: 'POST', path: `${ADMIN}/requisition`, access: mayRequisitions('create'), tags, summary: 'Raise a requisition for a location (Pending)',
    body: createRequisitionInputSchema, status: 201, response: requisitionDetailSchema,
  }),
  /** update: PATCH requisition/:id (Pending); deny: PATCH requisition/deny/:id (a reason, `requisitions` approve); delete (Pending). */
  ...workflowEndpoints(requisitionAdminActions, {
    resource: 'requisitions',
    base: { admin: `${ADMIN}/requisition` },
    tags: { admin: tags },
    params: idParamsSchema,
    response: requisitionDetailSchema,
    decisionBody: requestDecisionBodySchema,
    bodies: { update: updateRequisitionInputSchema, deny: denyRequisitionInputSchema },
    summaries: { update: 'Change a pending requisition', deny: 'Deny a pending requisition with a reason', delete: 'Delete a pending requisition' },
  }),
  /** What a person raising a requisition picks from, with only the `requisitions` permission (a site manager). */
  stockItems: adminList(
    `${ADMIN}/requisition/stock-items`,
    stockItemSchema,
    'Stock items to ask for (the stock items list, open to requisitions read). Fields: name, availableStock, stockHealth, category.name, category.id, unit, createdAt',
    mayRequisitions('read'),
  ),
  locations: adminList(`${ADMIN}/requisition/locations`, locationSchema, 'Locations to raise a requisition for (open to requisitions read). Fields: name, city, createdAt', mayRequisitions('read')),
  fulfil: endpoint({
    method: 'PATCH', path: `${ADMIN}/requisition/fulfil/:id`, access: may('create'), tags,
    summary: 'Fulfil a pending requisition: one issuance per line from stock (never more than asked), in one transaction (409 naming an item short of stock)',
    params: idParamsSchema, body: fulfilRequisitionInputSchema, status: 200, response: requisitionDetailSchema,
  }),
};

// ------------------------------------------------ issuances
const issuanceList = adminList(
  `${ADMIN}/issuance`,
  issuanceSchema,
  'Issued items. Fields: stockItem.id, stockItem.name, createdAt, status, quantity, location.id, staff.id, requisitionId',
);
export const issuanceEndpoints = {
  list: issuanceList,
  export: exportEndpoint(issuanceList, 'Issued items'),
  statusCounts: statusCountsEndpoint(issuanceList, 'Issued items'),
  get: endpoint({ method: 'GET', path: `${ADMIN}/issuance/:id`, access: may('read'), tags, summary: 'An issuance with its history', params: idParamsSchema, status: 200, response: issuanceDetailSchema }),
  create: endpoint({
    method: 'POST', path: `${ADMIN}/issuance`, access: may('create'), tags,
    summary: 'Issue stock to a location or a staff member (409 naming the item and what is left when there is not enough)',
    body: createIssuanceInputSchema, status: 201, response: issuanceDetailSchema,
  }),
  update: endpoint({
    method: 'PATCH', path: `${ADMIN}/issuance/:id`, access: may('update'), tags, summary: 'Change where or to whom an issued item went, or its note (ISSUED only)',
    params: idParamsSchema, body: updateIssuanceInputSchema, status: 200, response: issuanceDetailSchema,
  }),
  return: endpoint({
    method: 'PATCH', path: `${ADMIN}/issuance/return/:id`, access: may('update'), tags, summary: 'Take an issued item back into stock (a RETURN movement)',
    params: idParamsSchema, body: returnIssuanceInputSchema, status: 200, response: issuanceDetailSchema,
  }),
  flag: endpoint({
    method: 'PATCH', path: `${ADMIN}/issuance/flag/:id/:locationId`, access: may('update'), tags,
    summary: 'Flag an issued item at its location: damaged or faulty opens a maintenance request (FLAGGED); lost records a loss (LOST)',
    params: flagIssuanceParamsSchema, body: flagIssuanceInputSchema, status: 200, response: issuanceDetailSchema,
  }),
};

// ------------------------------------------------ maintenance requests
const maintenanceList = adminList(
  `${ADMIN}/maintenance-request`,
  maintenanceRequestSchema,
  'Maintenance requests. Fields: item, item.id, flaggedBy.firstName, priority, createdAt, status, vendor.id, overdue, expectedReturnDate',
);
export const maintenanceRequestEndpoints = {
  list: maintenanceList,
  export: exportEndpoint(maintenanceList, 'Maintenance requests'),
  statusCounts: statusCountsEndpoint(maintenanceList, 'Maintenance requests'),
  get: endpoint({ method: 'GET', path: `${ADMIN}/maintenance-request/:id`, access: may('read'), tags, summary: 'A maintenance request with its history', params: idParamsSchema, status: 200, response: maintenanceRequestDetailSchema }),
  create: endpoint({
    method: 'POST', path: `${ADMIN}/maintenance-request`, access: may('create'), tags, summary: 'Open a maintenance request for an item (PENDING)',
    body: createMaintenanceRequestInputSchema, status: 201, response: maintenanceRequestDetailSchema,
  }),
  /**
   * update: PATCH maintenance-request/:id (PENDING); sendForMaintenance: PATCH maintenance-request/send-for-maintenance/:id
   * (a vendor, the expected return date); complete: PATCH maintenance-request/complete/:id (cost, notes); delete (PENDING).
   */
  ...workflowEndpoints(maintenanceWorkflow, {
    resource: 'inventory',
    base: { admin: `${ADMIN}/maintenance-request` },
    tags: { admin: tags },
    params: idParamsSchema,
    response: maintenanceRequestDetailSchema,
    decisionBody: requestDecisionBodySchema,
    bodies: { update: updateMaintenanceRequestInputSchema, sendForMaintenance: sendForMaintenanceInputSchema, complete: completeMaintenanceInputSchema },
    summaries: {
      update: 'Change a pending maintenance request',
      sendForMaintenance: 'Send the item to a vendor with the expected return date (IN_PROGRESS)',
      complete: 'Complete the maintenance with its cost and notes: the item is back in service',
      delete: 'Delete a pending maintenance request',
    },
  }),
};

// ------------------------------------------------ metrics and reports
export const inventoryMetricsEndpoints = {
  metrics: endpoint({
    method: 'GET', path: `${ADMIN}/metrics`, access: may('read'), tags,
    summary: 'Stock value, items low or out, open requisitions, open and overdue maintenance, received spend by month',
    status: 200, response: inventoryMetricsSchema,
  }),
};

const report = <S extends z.ZodType>(name: string, item: S, summary: string) => adminList(`${ADMIN}/reports/${name}`, item, summary);
const stockOnHand = report('stock-on-hand', stockOnHandRowSchema, 'Stock on hand by item (filter or sort by category). Fields: name, category.id, category.name, availableStock, stockHealth');
const movementsReport = report(
  'movements',
  movementReportRowSchema,
  'Movements over a period (query from, to: YYYY-MM-DD, both included) by item, location and kind. Fields: stockItem.id, stockItem.name, location.id, kind, quantity, movementCount',
);
const procurementSpend = report('procurement-spend', procurementSpendRowSchema, 'Procurement spend by vendor over a period (query from, to), ordered or received. Fields: vendor.id, vendor.name, totalCost, procurementCount');
const issuanceByLocation = report('issuance-by-location', issuanceByLocationRowSchema, 'Issuance by location over a period (query from, to). Fields: location.id, location.name, quantity, issuanceCount');
const maintenanceReport = report('maintenance', maintenanceReportRowSchema, 'Maintenance costs and turnaround by item over a period (query from, to). Fields: item.id, item.name, totalCost, requestCount');
export const inventoryReportEndpoints = {
  stockOnHand,
  stockOnHandExport: exportEndpoint(stockOnHand, 'Stock on hand'),
  movements: movementsReport,
  movementsExport: exportEndpoint(movementsReport, 'Stock movements by item, location and kind'),
  procurementSpend,
  procurementSpendExport: exportEndpoint(procurementSpend, 'Procurement spend by vendor'),
  issuanceByLocation,
  issuanceByLocationExport: exportEndpoint(issuanceByLocation, 'Issuance by location'),
  maintenance: maintenanceReport,
  maintenanceExport: exportEndpoint(maintenanceReport, 'Maintenance costs and turnaround'),
};

/** Every inventory endpoint, for the API's route registration. */
export const inventoryEndpoints = {
  vendor: vendorEndpoints,
  itemCategory: itemCategoryEndpoints,
  stockItem: stockItemEndpoints,
  stockMovement: stockMovementEndpoints,
  procurement: procurementEndpoints,
  requisition: requisitionEndpoints,
  issuance: issuanceEndpoints,
  maintenance: maintenanceRequestEndpoints,
  metrics: inventoryMetricsEndpoints,
  reports: inventoryReportEndpoints,
};
