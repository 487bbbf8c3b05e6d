// Inventory: vendors, item categories, stock items, the stock ledger (movements), procurements, requisitions,
// issuances and maintenance requests. Admin endpoints under /api/admin/inventory (permission resource `inventory`;
// requisitions also open to the `requisitions` resource, so a site manager may raise and follow them).
//
// The stock ledger rule: every change of stock is a movement row (receipt, issue, return, adjustment, reversal); an
// item's availableStock is the sum of its movements, kept on the item row in the same transaction, never below zero,
// never written by a client. A correction is a reversing movement, never an edit.
// Money travels as decimal naira with two places ("1500.00") and is stored in whole kobo.
import { z } from 'zod';
import { calendarDateSchema } from '../requests/calendar';
import { requestHistoryEntrySchema, requestStaffSchema } from '../requests/common';
import { moneyInputSchema, moneySchema } from '../requests/money';
import { defineWorkflow } from '../workflow/workflow';

const uuidField = (what: string) => z.uuid({ message: `Choose ${what}.` });
const trimmed = (what: string, min: number, max: number) =>
  z.string({ message: `Enter ${what}.` }).trim().min(min, min <= 1 ? `Enter ${what}.` : `Enter ${what} of at least ${min} characters.`).max(max, `Use at most ${max} characters for ${what}.`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
const wholeUnits = (what: string, min = 1) =>
  z
    .number({ message: `Give ${what} as a whole number.` })
    .int(`Give ${what} as a whole number.`)
    .min(min, min === 0 ? `Give ${what} of 0 or more.` : `Give ${what} of at least ${min}.`)
    .max(1_000_000, `Give ${what} of at most 1,000,000.`);

/** A record named by id and name (a category, a vendor, a location, a stock item). */
export const inventoryNamedRefSchema = z.object({ id: z.string(), name: z.string() });
export type InventoryNamedRef = z.infer<typeof inventoryNamedRefSchema>;
/** The admin who raised, ordered, flagged or issued something. */
export const inventoryUserRefSchema = z.object({ id: z.string(), firstName: z.string(), fullName: z.string() });
export type InventoryUserRef = z.infer<typeof inventoryUserRefSchema>;
export const inventoryStaffRefSchema = requestStaffSchema;

// ---------------------------------------------------------------- stock health

export const stockHealthValues = ['HEALTHY', 'LOW', 'OUT'] as const;
export const stockHealthSchema = z.enum(stockHealthValues);
export type StockHealth = z.infer<typeof stockHealthSchema>;
export const stockHealthLabels: Record<StockHealth, string> = { HEALTHY: 'Healthy', LOW: 'Low', OUT: 'Out of stock' };

/** OUT at zero (or below), LOW at or below the reorder level, HEALTHY above it. */
export function stockHealth(available: number, reorderLevel: number): StockHealth {
  if (available <= 0) return 'OUT';
  if (available <= reorderLevel) return 'LOW';
  return 'HEALTHY';
}

// ---------------------------------------------------------------- vendors

export const vendorSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactPerson: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;

const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a phone number of 7 to 20 digits.')
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));
const emailSchema = z.email({ message: 'Enter an email address like name@example.com.' }).max(254).nullable().optional().or(z.literal('').transform(() => null));
const accountNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{10}$/, 'Enter the 10-digit account number (NUBAN).')
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));

export const createVendorInputSchema = z.object({
  name: trimmed('a vendor name', 2, 120),
  contactPerson: optionalText(120),
  phoneNumber: phoneSchema,
  email: emailSchema,
  address: optionalText(500),
  bankName: optionalText(120),
  accountName: optionalText(120),
  accountNumber: accountNumberSchema,
});
export type CreateVendorInput = z.input<typeof createVendorInputSchema>;
export const updateVendorInputSchema = createVendorInputSchema.partial();
export type UpdateVendorInput = z.input<typeof updateVendorInputSchema>;
export const vendorListFields = ['name', 'contactPerson', 'phoneNumber', 'email', 'createdAt'] as const;

// ---------------------------------------------------------------- item categories

export const itemCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Stock items in the category. */
  itemCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ItemCategory = z.infer<typeof itemCategorySchema>;
export const createItemCategoryInputSchema = z.object({ name: trimmed('a category name', 2, 80) });
export type CreateItemCategoryInput = z.input<typeof createItemCategoryInputSchema>;
export const updateItemCategoryInputSchema = createItemCategoryInputSchema.partial();
export type UpdateItemCategoryInput = z.input<typeof updateItemCategoryInputSchema>;
export const itemCategoryListFields = ['name', 'createdAt'] as const;

// ---------------------------------------------------------------- stock items

export const stockItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: inventoryNamedRefSchema,
  /** How the item is counted: "piece", "box", "litre". */
  unit: z.string(),
  reorderLevel: z.number().int(),
  /** The sum of the item's movements; only the ledger changes it. */
  availableStock: z.number().int(),
  stockHealth: stockHealthSchema,
  /** The last unit cost received (or the one set on the item); values the stock. Null: not known yet. */
  unitCost: moneySchema.nullable(),
  /** availableStock x unitCost. */
  stockValue: moneySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

export const createStockItemInputSchema = z.object({
  name: trimmed('an item name', 2, 120),
  description: optionalText(1000),
  categoryId: uuidField('a category'),
  unit: trimmed('a unit (piece, box, litre)', 1, 30),
  reorderLevel: wholeUnits('the reorder level', 0),
  unitCost: moneyInputSchema.nullable().optional(),
});
export type CreateStockItemInput = z.input<typeof createStockItemInputSchema>;
/** availableStock is not here: it changes only by movements. */
export const updateStockItemInputSchema = createStockItemInputSchema.partial();
export type UpdateStockItemInput = z.input<typeof updateStockItemInputSchema>;
/** Spec: name, availableStock, stockHealth, category.name. */
export const stockItemListFields = ['name', 'availableStock', 'stockHealth', 'category.name', 'category.id', 'unit', 'createdAt'] as const;

// ---------------------------------------------------------------- stock movements (the ledger)

export const movementKindValues = ['RECEIPT', 'ISSUE', 'RETURN', 'ADJUSTMENT', 'REVERSAL', 'LOSS'] as const;
export const movementKindSchema = z.enum(movementKindValues);
export type MovementKind = z.infer<typeof movementKindSchema>;
export const movementKindLabels: Record<MovementKind, string> = {
  RECEIPT: 'Receipt',
  ISSUE: 'Issue',
  RETURN: 'Return',
  ADJUSTMENT: 'Adjustment',
  REVERSAL: 'Reversal',
  LOSS: 'Loss of an issued item',
};
/** Movements that may be reversed by hand: issues and returns are undone through their issuance instead. */
export const reversibleMovementKinds = ['RECEIPT', 'ADJUSTMENT'] as const satisfies readonly MovementKind[];

export const stockMovementSchema = z.object({
  id: z.string(),
  stockItem: inventoryNamedRefSchema,
  kind: movementKindSchema,
  /**
   * Signed change of the store's stock: + receipts, returns; - issues; either for adjustments and reversals.
   * A LOSS is 0 here (the item had already left the store) and names the units lost in `unitsAffected`.
   */
  quantity: z.number().int(),
  /** Units the movement concerns (|quantity|, or the units lost for a LOSS). */
  unitsAffected: z.number().int(),
  /** The item's availableStock right after this movement. */
  balanceAfter: z.number().int(),
  reason: z.string().nullable(),
  location: inventoryNamedRefSchema.nullable(),
  procurementId: z.string().nullable(),
  issuanceId: z.string().nullable(),
  requisitionId: z.string().nullable(),
  /** The movement this one reverses. */
  reversesId: z.string().nullable(),
  /** The movement that reversed this one, if any (each is reversed at most once). */
  reversedById: z.string().nullable(),
  createdBy: inventoryUserRefSchema.nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const stockMovementListFields = ['kind', 'quantity', 'stockItem.id', 'stockItem.name', 'category.id', 'location.id', 'procurementId', 'issuanceId', 'createdAt'] as const;

/** A correction with a reason: a signed, non-zero change (a count found 3 more: +3; breakage in the store: -2). */
export const stockAdjustmentInputSchema = z.object({
  stockItemId: uuidField('a stock item'),
  quantity: z
    .number({ message: 'Give the change as a whole number (negative to take stock out).' })
    .int('Give the change as a whole number (negative to take stock out).')
    .refine((q) => q !== 0, 'Give a change other than zero.')
    .refine((q) => Math.abs(q) <= 1_000_000, 'Give a change of at most 1,000,000 units.'),
  reason: trimmed('a reason', 3, 500),
});
export type StockAdjustmentInput = z.input<typeof stockAdjustmentInputSchema>;
export const reverseMovementInputSchema = z.object({ reason: trimmed('a reason', 3, 500) });
export type ReverseMovementInput = z.input<typeof reverseMovementInputSchema>;

// ---------------------------------------------------------------- procurements

export const inventoryStatusValues = ['PENDING', 'IN_PROGRESS', 'COMPLETED'] as const;
export const inventoryStatusSchema = z.enum(inventoryStatusValues);
export type InventoryStatus = z.infer<typeof inventoryStatusSchema>;
export type ProcurementStatus = InventoryStatus;
export const inventoryStatusLabels: Record<InventoryStatus, string> = { PENDING: 'Pending', IN_PROGRESS: 'In progress', COMPLETED: 'Completed' };

/**
 * Procurement: PENDING (drafted) -> IN_PROGRESS (`order`: sent to the vendor) -> COMPLETED (`receive`: every line's
 * outstanding quantity enters stock in one transaction). A partial receipt (some lines, some units) keeps it
 * IN_PROGRESS; the receipt that brings in the last unit completes it. Only a pending procurement is edited or deleted.
 */
export const procurementWorkflow = defineWorkflow<ProcurementStatus, 'update' | 'order' | 'receive' | 'delete'>({
  update: { actor: 'admin', from: ['PENDING'], refusals: { IN_PROGRESS: 'An ordered procurement cannot be changed.', COMPLETED: 'A received procurement cannot be changed.' } },
  order: { actor: 'admin', from: ['PENDING'], to: 'IN_PROGRESS' },
  receive: {
    actor: 'admin',
    from: ['IN_PROGRESS'],
    to: 'COMPLETED',
    refusals: { PENDING: 'Order the procurement before receiving it.', COMPLETED: 'This procurement has been received in full already: its stock is in.' },
  },
  delete: { actor: 'admin', from: ['PENDING'], refusals: { IN_PROGRESS: 'An ordered procurement cannot be deleted.', COMPLETED: 'A received procurement cannot be deleted: its stock is in.' } },
});
export type ProcurementAction = keyof typeof procurementWorkflow;

export const procurementLineSchema = z.object({
  id: z.string(),
  stockItem: inventoryNamedRefSchema,
  quantity: z.number().int(),
  /** Units received so far (0 .. quantity). */
  receivedQuantity: z.number().int(),
  unitCost: moneySchema,
  /** quantity x unitCost. */
  lineTotal: moneySchema,
});
export type ProcurementLine = z.infer<typeof procurementLineSchema>;

export const procurementSchema = z.object({
  id: z.string(),
  vendor: inventoryNamedRefSchema,
  /** The admin who raised it (list field user.firstName). */
  user: inventoryUserRefSchema.nullable(),
  /** The sum of the lines, computed by the server. */
  totalCost: moneySchema,
  status: inventoryStatusSchema,
  note: z.string().nullable(),
  lineCount: z.number().int(),
  orderedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Procurement = z.infer<typeof procurementSchema>;
export const procurementDetailSchema = procurementSchema.extend({
  lines: z.array(procurementLineSchema),
  history: z.array(requestHistoryEntrySchema),
});
export type ProcurementDetail = z.infer<typeof procurementDetailSchema>;

export const procurementLineInputSchema = z.object({
  stockItemId: uuidField('a stock item'),
  quantity: wholeUnits('the quantity'),
  unitCost: moneyInputSchema,
});
export const createProcurementInputSchema = z.object({
  vendorId: uuidField('a vendor'),
  note: optionalText(1000),
  lines: z
    .array(procurementLineInputSchema, { message: 'Add at least one item.' })
    .min(1, 'Add at least one item.')
    .max(200, 'A procurement has at most 200 lines.')
    .refine((lines) => new Set(lines.map((l) => l.stockItemId)).size === lines.length, 'List each item once.'),
});
export type CreateProcurementInput = z.input<typeof createProcurementInputSchema>;
/** PATCH (PENDING only): `lines` replaces every line when given. */
export const updateProcurementInputSchema = createProcurementInputSchema.partial();
export type UpdateProcurementInput = z.input<typeof updateProcurementInputSchema>;
/** What arrived. Without `lines`: everything still outstanding. With them: those units of those lines (never more than outstanding: 409). */
export const receiveProcurementInputSchema = z
  .object({
    note: z.string().trim().max(500, 'Keep the note under 500 characters.').optional(),
    lines: z
      .array(z.object({ lineId: uuidField('a procurement line'), quantity: wholeUnits('the quantity received') }))
      .min(1, 'Name at least one line, or leave lines out to receive everything outstanding.')
      .max(200)
      .optional(),
  })
  .nullish();
export type ReceiveProcurementInput = z.input<typeof receiveProcurementInputSchema>;
export const procurementListFields = ['user.firstName', 'vendor.id', 'vendor.name', 'totalCost', 'createdAt', 'status'] as const;

// ---------------------------------------------------------------- requisitions

export const requisitionStatusValues = ['Pending', 'Fulfilled', 'Denied'] as const;
export const requisitionStatusSchema = z.enum(requisitionStatusValues);
export type RequisitionStatus = z.infer<typeof requisitionStatusSchema>;

/**
 * Requisition: Pending -> Fulfilled (`fulfil`: issuances from stock, each line at most what was asked) or Denied
 * (`deny`, with a reason). Edited or deleted only while Pending.
 */
export const requisitionWorkflow = defineWorkflow<RequisitionStatus, 'update' | 'fulfil' | 'deny' | 'delete'>({
  update: { actor: 'admin', from: ['Pending'], refusals: { Fulfilled: 'A fulfilled requisition cannot be changed.', Denied: 'A denied requisition cannot be changed.' } },
  fulfil: { actor: 'admin', from: ['Pending'], to: 'Fulfilled' },
  deny: { actor: 'admin', from: ['Pending'], to: 'Denied', noteRequired: true },
  delete: { actor: 'admin', from: ['Pending'], refusals: { Fulfilled: 'A fulfilled requisition cannot be deleted: stock was issued for it.', Denied: 'A denied requisition stays on record.' } },
});
export type RequisitionAction = keyof typeof requisitionWorkflow;

export const requisitionLineSchema = z.object({
  id: z.string(),
  stockItem: inventoryNamedRefSchema,
  /** Units asked for. */
  quantity: z.number().int(),
  /** Units issued for it (never more than quantity). */
  fulfilledQuantity: z.number().int(),
  /** The item's stock now, so the person fulfilling sees what can be given. */
  availableStock: z.number().int(),
});
export type RequisitionLine = z.infer<typeof requisitionLineSchema>;

export const requisitionSchema = z.object({
  id: z.string(),
  location: inventoryNamedRefSchema,
  staff: inventoryStaffRefSchema.nullable(),
  reason: z.string(),
  status: requisitionStatusSchema,
  /** Why it was denied. */
  decisionNote: z.string().nullable(),
  requestedBy: inventoryUserRefSchema.nullable(),
  lineCount: z.number().int(),
  totalQuantity: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Requisition = z.infer<typeof requisitionSchema>;
export const requisitionDetailSchema = requisitionSchema.extend({
  lines: z.array(requisitionLineSchema),
  /** The issuances that fulfilled it. */
  issuanceIds: z.array(z.string()),
  history: z.array(requestHistoryEntrySchema),
});
export type RequisitionDetail = z.infer<typeof requisitionDetailSchema>;

export const requisitionLineInputSchema = z.object({ stockItemId: uuidField('a stock item'), quantity: wholeUnits('the quantity') });
export const createRequisitionInputSchema = z.object({
  locationId: uuidField('a location'),
  staffId: uuidField('a staff member').nullable().optional(),
  reason: trimmed('a reason', 3, 1000),
  lines: z
    .array(requisitionLineInputSchema, { message: 'Add at least one item.' })
    .min(1, 'Add at least one item.')
    .max(100, 'A requisition has at most 100 lines.')
    .refine((lines) => new Set(lines.map((l) => l.stockItemId)).size === lines.length, 'List each item once.'),
});
export type CreateRequisitionInput = z.input<typeof createRequisitionInputSchema>;
export const updateRequisitionInputSchema = createRequisitionInputSchema.partial();
export type UpdateRequisitionInput = z.input<typeof updateRequisitionInputSchema>;
/** Without `lines`: every line in full. With them: these units per item (0 allowed, never more than asked: 400). */
export const fulfilRequisitionInputSchema = z
  .object({
    note: z.string().trim().max(500, 'Keep the note under 500 characters.').optional(),
    lines: z.array(z.object({ lineId: uuidField('a requisition line'), quantity: wholeUnits('the quantity issued', 0) })).min(1).max(100).optional(),
  })
  .nullish();
export type FulfilRequisitionInput = z.input<typeof fulfilRequisitionInputSchema>;
export const denyRequisitionInputSchema = z.object({ note: trimmed('a reason for denying', 3, 500) });
export type DenyRequisitionInput = z.input<typeof denyRequisitionInputSchema>;
export const requisitionListFields = ['location.id', 'location.name', 'staff.id', 'reason', 'status', 'createdAt'] as const;

// ---------------------------------------------------------------- issuances

export const issuanceStatusValues = ['ISSUED', 'RETURNED', 'FLAGGED', 'LOST'] as const;
export const issuanceStatusSchema = z.enum(issuanceStatusValues);
export type IssuanceStatus = z.infer<typeof issuanceStatusSchema>;
export const issuanceStatusLabels: Record<IssuanceStatus, string> = { ISSUED: 'Issued', RETURNED: 'Returned', FLAGGED: 'In maintenance', LOST: 'Lost' };

/** Why an issued item is flagged at its location: damaged and faulty open a maintenance request, lost records a loss. */
export const flagConditionValues = ['DAMAGED', 'FAULTY', 'LOST'] as const;
export const flagConditionSchema = z.enum(flagConditionValues, { message: 'Choose damaged, faulty or lost.' });
export type FlagCondition = z.infer<typeof flagConditionSchema>;

/**
 * Issuance: ISSUED (stock out, an ISSUE movement) -> RETURNED (`return`: a RETURN movement puts it back), FLAGGED
 * (`flag` damaged/faulty: a maintenance request is opened) or LOST (`markLost`: a LOSS movement records it).
 * FLAGGED -> ISSUED (`restore`) when its maintenance is completed: the item is back in service where it was.
 * `update` changes the note, location or staff member while ISSUED (the quantity is the ledger's: return and reissue).
 */
export const issuanceWorkflow = defineWorkflow<IssuanceStatus, 'update' | 'return' | 'flag' | 'markLost' | 'restore'>({
  update: { actor: 'admin', from: ['ISSUED'] },
  return: { actor: 'admin', from: ['ISSUED'], to: 'RETURNED', refusals: { FLAGGED: 'This item is in maintenance: complete the maintenance first.', LOST: 'A lost item cannot be returned.' } },
  flag: { actor: 'admin', from: ['ISSUED'], to: 'FLAGGED', refusals: { FLAGGED: 'This item is already flagged and in maintenance.' } },
  markLost: { actor: 'admin', from: ['ISSUED', 'FLAGGED'], to: 'LOST' },
  restore: { actor: 'admin', from: ['FLAGGED'], to: 'ISSUED' },
});
export type IssuanceAction = keyof typeof issuanceWorkflow;

export const issuanceSchema = z.object({
  id: z.string(),
  stockItem: inventoryNamedRefSchema,
  quantity: z.number().int(),
  location: inventoryNamedRefSchema.nullable(),
  staff: inventoryStaffRefSchema.nullable(),
  requisitionId: z.string().nullable(),
  status: issuanceStatusSchema,
  note: z.string().nullable(),
  issuedBy: inventoryUserRefSchema.nullable(),
  /** The open (or last) maintenance request opened by flagging it. */
  maintenanceRequestId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Issuance = z.infer<typeof issuanceSchema>;
export const issuanceDetailSchema = issuanceSchema.extend({ history: z.array(requestHistoryEntrySchema) });
export type IssuanceDetail = z.infer<typeof issuanceDetailSchema>;

export const createIssuanceInputSchema = z
  .object({
    stockItemId: uuidField('a stock item'),
    quantity: wholeUnits('the quantity'),
    locationId: uuidField('a location').nullable().optional(),
    staffId: uuidField('a staff member').nullable().optional(),
    note: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (!v.locationId && !v.staffId) ctx.addIssue({ code: 'custom', path: ['locationId'], message: 'Choose a location or a staff member to issue to.' });
  });
export type CreateIssuanceInput = z.input<typeof createIssuanceInputSchema>;
export const updateIssuanceInputSchema = z.object({
  locationId: uuidField('a location').nullable().optional(),
  staffId: uuidField('a staff member').nullable().optional(),
  note: optionalText(500),
});
export type UpdateIssuanceInput = z.input<typeof updateIssuanceInputSchema>;
export const returnIssuanceInputSchema = z.object({ note: z.string().trim().max(500, 'Keep the note under 500 characters.').optional() }).nullish();
export const maintenancePriorityValues = ['Low', 'Medium', 'High', 'Urgent'] as const;
export const maintenancePrioritySchema = z.enum(maintenancePriorityValues, { message: 'Choose Low, Medium, High or Urgent.' });
export type MaintenancePriority = z.infer<typeof maintenancePrioritySchema>;
/** Flagging an issued item at its location. Damaged or faulty: a maintenance request with this priority and description. */
export const flagIssuanceInputSchema = z.object({
  condition: flagConditionSchema,
  priority: maintenancePrioritySchema.default('Medium'),
  description: trimmed('what is wrong', 3, 1000),
});
export type FlagIssuanceInput = z.input<typeof flagIssuanceInputSchema>;
export const flagIssuanceParamsSchema = z.object({ id: z.uuid({ message: 'Unknown id' }), locationId: z.uuid({ message: 'Unknown location' }) });
export const issuanceListFields = ['stockItem.id', 'stockItem.name', 'createdAt', 'status', 'quantity', 'location.id', 'staff.id', 'requisitionId'] as const;

// ---------------------------------------------------------------- maintenance requests

export type MaintenanceStatus = InventoryStatus;
/**
 * Maintenance request: PENDING -> IN_PROGRESS (`sendForMaintenance`: to a vendor, with the expected return date) ->
 * COMPLETED (`complete`: the cost and notes; the item is back in service). Edited or deleted only while PENDING.
 */
export const maintenanceWorkflow = defineWorkflow<MaintenanceStatus, 'update' | 'sendForMaintenance' | 'complete' | 'delete'>({
  update: { actor: 'admin', from: ['PENDING'] },
  sendForMaintenance: { actor: 'admin', from: ['PENDING'], to: 'IN_PROGRESS', refusals: { IN_PROGRESS: 'This item is with a vendor already.', COMPLETED: 'This maintenance is completed.' } },
  complete: { actor: 'admin', from: ['IN_PROGRESS'], to: 'COMPLETED', refusals: { PENDING: 'Send the item for maintenance before completing it.', COMPLETED: 'This maintenance is completed already.' } },
  delete: { actor: 'admin', from: ['PENDING'] },
});
export type MaintenanceAction = keyof typeof maintenanceWorkflow;

export const maintenanceRequestSchema = z.object({
  id: z.string(),
  /** The stock item (list field `item`). */
  item: inventoryNamedRefSchema,
  issuanceId: z.string().nullable(),
  location: inventoryNamedRefSchema.nullable(),
  flaggedBy: inventoryUserRefSchema.nullable(),
  condition: flagConditionSchema.nullable(),
  priority: maintenancePrioritySchema,
  description: z.string(),
  status: inventoryStatusSchema,
  vendor: inventoryNamedRefSchema.nullable(),
  sentAt: z.string().nullable(),
  expectedReturnDate: calendarDateSchema.nullable(),
  /** In progress past its expected return date (computed when read). */
  overdue: z.boolean(),
  completedAt: z.string().nullable(),
  cost: moneySchema.nullable(),
  completionNotes: z.string().nullable(),
  /** Days from sending to completion. */
  turnaroundDays: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MaintenanceRequest = z.infer<typeof maintenanceRequestSchema>;
export const maintenanceRequestDetailSchema = maintenanceRequestSchema.extend({ history: z.array(requestHistoryEntrySchema) });
export type MaintenanceRequestDetail = z.infer<typeof maintenanceRequestDetailSchema>;

export const createMaintenanceRequestInputSchema = z.object({
  stockItemId: uuidField('an item'),
  locationId: uuidField('a location').nullable().optional(),
  priority: maintenancePrioritySchema,
  description: trimmed('what is wrong', 3, 1000),
});
export type CreateMaintenanceRequestInput = z.input<typeof createMaintenanceRequestInputSchema>;
export const updateMaintenanceRequestInputSchema = z.object({ priority: maintenancePrioritySchema.optional(), description: trimmed('what is wrong', 3, 1000).optional() });
export type UpdateMaintenanceRequestInput = z.input<typeof updateMaintenanceRequestInputSchema>;
export const sendForMaintenanceInputSchema = z.object({
  vendorId: uuidField('a vendor'),
  expectedReturnDate: calendarDateSchema,
  note: z.string().trim().max(500, 'Keep the note under 500 characters.').optional(),
});
export type SendForMaintenanceInput = z.input<typeof sendForMaintenanceInputSchema>;
/** The cost may be 0 (warranty): "0" or 0 is accepted here. */
export const completeMaintenanceInputSchema = z.object({
  cost: z.union([z.literal(0), z.literal('0'), z.literal('0.00'), moneyInputSchema]),
  notes: optionalText(1000),
});
export type CompleteMaintenanceInput = z.input<typeof completeMaintenanceInputSchema>;
export const maintenanceListFields = ['item', 'item.id', 'flaggedBy.firstName', 'priority', 'createdAt', 'status', 'vendor.id', 'overdue', 'expectedReturnDate'] as const;

// ---------------------------------------------------------------- metrics

export const inventoryMetricsSchema = z.object({
  /** Sum over items of availableStock x unitCost. */
  stockValue: moneySchema,
  itemCount: z.number().int(),
  lowStockCount: z.number().int(),
  outOfStockCount: z.number().int(),
  openRequisitions: z.number().int(),
  openMaintenance: z.number().int(),
  overdueMaintenance: z.number().int(),
  /** Received procurement spend per month, the last 12 months, oldest first ("2026-11"). */
  spendByMonth: z.array(z.object({ month: z.string(), spend: moneySchema })),
});
export type InventoryMetrics = z.infer<typeof inventoryMetricsSchema>;

// ---------------------------------------------------------------- reports (each a list with export)

export const stockOnHandRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: inventoryNamedRefSchema,
  unit: z.string(),
  availableStock: z.number().int(),
  reorderLevel: z.number().int(),
  stockHealth: stockHealthSchema,
  unitCost: moneySchema.nullable(),
  stockValue: moneySchema,
});
export type StockOnHandRow = z.infer<typeof stockOnHandRowSchema>;
export const stockOnHandReportFields = ['name', 'category.id', 'category.name', 'availableStock', 'stockHealth'] as const;

/** Movements over a period (query parameters `from`, `to`: YYYY-MM-DD) grouped by item, location and kind. */
export const movementReportRowSchema = z.object({
  /** `<stockItemId>:<locationId|->:<kind>` */
  id: z.string(),
  stockItem: inventoryNamedRefSchema,
  location: inventoryNamedRefSchema.nullable(),
  kind: movementKindSchema,
  movementCount: z.number().int(),
  /** Sum of the signed quantities. */
  quantity: z.number().int(),
  unitsAffected: z.number().int(),
});
export type MovementReportRow = z.infer<typeof movementReportRowSchema>;
/** The period is the `from` and `to` query parameters (YYYY-MM-DD, both days included). */
export const movementReportFields = ['stockItem.id', 'stockItem.name', 'location.id', 'kind', 'quantity', 'movementCount'] as const;

export const procurementSpendRowSchema = z.object({
  id: z.string(),
  vendor: inventoryNamedRefSchema,
  procurementCount: z.number().int(),
  /** Sum of the totalCost of the vendor's procurements (ordered or received) in the period. */
  totalCost: moneySchema,
  /** The value received so far. */
  receivedCost: moneySchema,
});
export type ProcurementSpendRow = z.infer<typeof procurementSpendRowSchema>;
export const procurementSpendReportFields = ['vendor.id', 'vendor.name', 'totalCost', 'procurementCount'] as const;

export const issuanceByLocationRowSchema = z.object({
  id: z.string(),
  location: inventoryNamedRefSchema,
  issuanceCount: z.number().int(),
  quantity: z.number().int(),
  itemCount: z.number().int(),
});
export type IssuanceByLocationRow = z.infer<typeof issuanceByLocationRowSchema>;
export const issuanceByLocationReportFields = ['location.id', 'location.name', 'quantity', 'issuanceCount'] as const;

export const maintenanceReportRowSchema = z.object({
  id: z.string(),
  item: inventoryNamedRefSchema,
  requestCount: z.number().int(),
  completedCount: z.number().int(),
  totalCost: moneySchema,
  /** Mean days from sending to completion over completed requests; null when none. */
  averageTurnaroundDays: z.number().nullable(),
});
export type MaintenanceReportRow = z.infer<typeof maintenanceReportRowSchema>;
export const maintenanceReportFields = ['item.id', 'item.name', 'totalCost', 'requestCount'] as const;
