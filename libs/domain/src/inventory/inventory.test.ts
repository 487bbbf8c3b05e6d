import { availableActions, transitionOf } from '../workflow/workflow';
import {
  createIssuanceInputSchema,
  createProcurementInputSchema,
  issuanceWorkflow,
  maintenanceWorkflow,
  procurementWorkflow,
  requisitionWorkflow,
  stockAdjustmentInputSchema,
  stockHealth,
} from './inventory';
import { maintenanceRequestEndpoints, procurementEndpoints, requisitionEndpoints } from './inventory.endpoints';

describe('stockHealth', () => {
  it('is OUT at zero, LOW at and below the reorder level, HEALTHY one above it', () => {
    expect(stockHealth(0, 5)).toBe('OUT');
    expect(stockHealth(1, 5)).toBe('LOW');
    expect(stockHealth(5, 5)).toBe('LOW');
    expect(stockHealth(6, 5)).toBe('HEALTHY');
    expect(stockHealth(0, 0)).toBe('OUT');
    expect(stockHealth(1, 0)).toBe('HEALTHY');
  });
});

const allowed = <S extends string, A extends string>(workflow: Parameters<typeof transitionOf<S, A>>[0], action: A, from: S) =>
  transitionOf(workflow, action, 'admin', from);

describe('procurement workflow', () => {
  it('goes PENDING -> IN_PROGRESS -> COMPLETED and is changed or deleted only while pending', () => {
    expect(allowed(procurementWorkflow, 'order', 'PENDING')).toEqual({ ok: true, from: 'PENDING', to: 'IN_PROGRESS' });
    expect(allowed(procurementWorkflow, 'receive', 'IN_PROGRESS')).toEqual({ ok: true, from: 'IN_PROGRESS', to: 'COMPLETED' });
    expect(availableActions(procurementWorkflow, 'admin', 'PENDING')).toEqual(['update', 'order', 'delete']);
    expect(availableActions(procurementWorkflow, 'admin', 'IN_PROGRESS')).toEqual(['receive']);
    expect(availableActions(procurementWorkflow, 'admin', 'COMPLETED')).toEqual([]);
  });
  it('refuses receiving before ordering and twice, saying why', () => {
    expect(allowed(procurementWorkflow, 'receive', 'PENDING')).toEqual({ ok: false, message: 'Order the procurement before receiving it.' });
    expect(allowed(procurementWorkflow, 'receive', 'COMPLETED')).toMatchObject({ ok: false, message: expect.stringMatching(/received in full already/) });
    expect(allowed(procurementWorkflow, 'order', 'COMPLETED').ok).toBe(false);
    expect(allowed(procurementWorkflow, 'delete', 'IN_PROGRESS').ok).toBe(false);
    expect(transitionOf(procurementWorkflow, 'order', 'staff', 'PENDING').ok).toBe(false);
  });
});

describe('requisition workflow', () => {
  it('goes Pending -> Fulfilled or Denied (with a reason) and nowhere from there', () => {
    expect(allowed(requisitionWorkflow, 'fulfil', 'Pending')).toEqual({ ok: true, from: 'Pending', to: 'Fulfilled' });
    expect(allowed(requisitionWorkflow, 'deny', 'Pending')).toEqual({ ok: true, from: 'Pending', to: 'Denied' });
    expect(requisitionWorkflow.deny.noteRequired).toBe(true);
    for (const from of ['Fulfilled', 'Denied'] as const) {
      expect(availableActions(requisitionWorkflow, 'admin', from)).toEqual([]);
      expect(allowed(requisitionWorkflow, 'update', from).ok).toBe(false);
    }
  });
});

describe('issuance workflow', () => {
  it('returns, flags or loses an issued item, and brings a flagged one back into service', () => {
    expect(allowed(issuanceWorkflow, 'return', 'ISSUED')).toMatchObject({ ok: true, to: 'RETURNED' });
    expect(allowed(issuanceWorkflow, 'flag', 'ISSUED')).toMatchObject({ ok: true, to: 'FLAGGED' });
    expect(allowed(issuanceWorkflow, 'markLost', 'ISSUED')).toMatchObject({ ok: true, to: 'LOST' });
    expect(allowed(issuanceWorkflow, 'markLost', 'FLAGGED')).toMatchObject({ ok: true, to: 'LOST' });
    expect(allowed(issuanceWorkflow, 'restore', 'FLAGGED')).toMatchObject({ ok: true, to: 'ISSUED' });
  });
  it('refuses returning a flagged or lost item and flagging twice', () => {
    expect(allowed(issuanceWorkflow, 'return', 'FLAGGED')).toMatchObject({ ok: false, message: expect.stringMatching(/in maintenance/) });
    expect(allowed(issuanceWorkflow, 'return', 'LOST').ok).toBe(false);
    expect(allowed(issuanceWorkflow, 'flag', 'FLAGGED').ok).toBe(false);
    expect(allowed(issuanceWorkflow, 'restore', 'ISSUED').ok).toBe(false);
    expect(availableActions(issuanceWorkflow, 'admin', 'RETURNED')).toEqual([]);
  });
});

describe('maintenance workflow', () => {
  it('goes PENDING -> IN_PROGRESS (send for maintenance) -> COMPLETED (complete)', () => {
    expect(allowed(maintenanceWorkflow, 'sendForMaintenance', 'PENDING')).toMatchObject({ ok: true, to: 'IN_PROGRESS' });
    expect(allowed(maintenanceWorkflow, 'complete', 'IN_PROGRESS')).toMatchObject({ ok: true, to: 'COMPLETED' });
    expect(allowed(maintenanceWorkflow, 'complete', 'PENDING')).toMatchObject({ ok: false, message: expect.stringMatching(/Send the item/) });
    expect(allowed(maintenanceWorkflow, 'sendForMaintenance', 'IN_PROGRESS').ok).toBe(false);
    expect(allowed(maintenanceWorkflow, 'complete', 'COMPLETED').ok).toBe(false);
    expect(allowed(maintenanceWorkflow, 'delete', 'IN_PROGRESS').ok).toBe(false);
  });
});

describe('inventory endpoints', () => {
  it('use the spec names and paths', () => {
    expect(maintenanceRequestEndpoints.sendForMaintenance.path).toBe('/api/admin/inventory/maintenance-request/send-for-maintenance/:id');
    expect(maintenanceRequestEndpoints.complete.path).toBe('/api/admin/inventory/maintenance-request/complete/:id');
    expect(procurementEndpoints.receive.path).toBe('/api/admin/inventory/procurement/receive/:id');
    expect(requisitionEndpoints.list.access).toEqual({ area: 'admin', permission: { resource: 'requisitions', action: 'read' } });
    expect(requisitionEndpoints.fulfil.access).toEqual({ area: 'admin', permission: { resource: 'inventory', action: 'create' } });
    expect('fulfil' in requisitionEndpoints && requisitionEndpoints.deny.path).toBe('/api/admin/inventory/requisition/deny/:id');
  });
});

describe('inventory inputs', () => {
  it('name the fields a person must fix', () => {
    const issuance = createIssuanceInputSchema.safeParse({ stockItemId: 'x', quantity: 0 });
    expect(issuance.success).toBe(false);
    expect(issuance.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['locationId', 'quantity', 'stockItemId']);
    expect(stockAdjustmentInputSchema.safeParse({ stockItemId: '7b1f7f4e-6a57-4bd4-9a34-0c0f0b0c7f11', quantity: 0, reason: 'count' }).success).toBe(false);
    const dup = createProcurementInputSchema.safeParse({
      vendorId: '7b1f7f4e-6a57-4bd4-9a34-0c0f0b0c7f11',
      lines: [
        { stockItemId: '7b1f7f4e-6a57-4bd4-9a34-0c0f0b0c7f12', quantity: 1, unitCost: 100 },
        { stockItemId: '7b1f7f4e-6a57-4bd4-9a34-0c0f0b0c7f12', quantity: 2, unitCost: 100 },
      ],
    });
    expect(dup.error?.issues[0]).toMatchObject({ path: ['lines'], message: 'List each item once.' });
  });
});
