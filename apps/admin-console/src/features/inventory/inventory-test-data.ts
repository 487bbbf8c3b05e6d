// Records the inventory screen tests answer with, parsed by the domain schemas so they stay true to the contract.
import { maintenanceRequestDetailSchema, procurementDetailSchema, requisitionDetailSchema, stockItemSchema, vendorSchema } from '@crewbase/domain';
import { json } from '../../testing/mock-api';

const at = '2026-11-02T09:00:00.000Z';
export const ids = {
  paper: '11111111-1111-4111-8111-111111111111',
  toner: '22222222-2222-4222-8222-222222222222',
  vendor: '33333333-3333-4333-8333-333333333333',
  procurement: '44444444-4444-4444-8444-444444444444',
  requisition: '55555555-5555-4555-8555-555555555555',
  maintenance: '66666666-6666-4666-8666-666666666666',
  location: '77777777-7777-4777-8777-777777777777',
  lineA: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  lineB: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
};

const category = { id: 'c-1', name: 'Stationery' };
export const paper = stockItemSchema.parse({
  id: ids.paper,
  name: 'Printer paper',
  description: null,
  category,
  unit: 'ream',
  reorderLevel: 5,
  availableStock: 3,
  stockHealth: 'LOW',
  unitCost: '2500.00',
  stockValue: '7500.00',
  createdAt: at,
  updatedAt: at,
});
export const toner = stockItemSchema.parse({ ...paper, id: ids.toner, name: 'Toner cartridge', unit: 'piece', availableStock: 10, stockHealth: 'HEALTHY', unitCost: null, stockValue: '0.00' });

export const vendor = vendorSchema.parse({
  id: ids.vendor,
  name: 'Lagos Office Supplies',
  contactPerson: 'Bola Ade',
  phoneNumber: '08030000000',
  email: null,
  address: null,
  bankName: null,
  accountName: null,
  accountNumber: null,
  createdAt: at,
  updatedAt: at,
});

export const page = <T,>(rows: T[]) => () => json({ data: rows, count: rows.length, total: rows.length, page: 1, pageCount: 1 });

export const procurement = (status: 'PENDING' | 'IN_PROGRESS' | 'COMPLETED', received: [number, number] = [0, 0]) =>
  procurementDetailSchema.parse({
    id: ids.procurement,
    vendor: { id: vendor.id, name: vendor.name },
    user: { id: 'a-1', firstName: 'Grace', fullName: 'Grace Mensah' },
    totalCost: '35000.00',
    status,
    note: null,
    lineCount: 2,
    orderedAt: status === 'PENDING' ? null : at,
    completedAt: status === 'COMPLETED' ? at : null,
    createdAt: at,
    updatedAt: `${at}${received.join('-')}${status}`,
    lines: [
      { id: ids.lineA, stockItem: { id: paper.id, name: paper.name }, quantity: 10, receivedQuantity: received[0], unitCost: '2500.00', lineTotal: '25000.00' },
      { id: ids.lineB, stockItem: { id: toner.id, name: toner.name }, quantity: 2, receivedQuantity: received[1], unitCost: '5000.00', lineTotal: '10000.00' },
    ],
    history: [],
  });

export const requisition = requisitionDetailSchema.parse({
  id: ids.requisition,
  location: { id: ids.location, name: 'Ikeja Car Park' },
  staff: null,
  reason: 'Ticket printer ran out',
  status: 'Pending',
  decisionNote: null,
  requestedBy: { id: 'a-2', firstName: 'Sade', fullName: 'Sade Bello' },
  lineCount: 2,
  totalQuantity: 9,
  createdAt: at,
  updatedAt: at,
  lines: [
    { id: ids.lineA, stockItem: { id: paper.id, name: paper.name }, quantity: 5, fulfilledQuantity: 0, availableStock: 3 },
    { id: ids.lineB, stockItem: { id: toner.id, name: toner.name }, quantity: 4, fulfilledQuantity: 0, availableStock: 10 },
  ],
  issuanceIds: [],
  history: [],
});

export const maintenance = (status: 'PENDING' | 'IN_PROGRESS' | 'COMPLETED', extra: Record<string, unknown> = {}) =>
  maintenanceRequestDetailSchema.parse({
    id: ids.maintenance,
    item: { id: toner.id, name: 'Ticket printer' },
    issuanceId: null,
    location: { id: ids.location, name: 'Ikeja Car Park' },
    flaggedBy: { id: 'a-1', firstName: 'Grace', fullName: 'Grace Mensah' },
    condition: 'FAULTY',
    priority: 'High',
    description: 'Jams on every ticket',
    status,
    vendor: status === 'PENDING' ? null : { id: vendor.id, name: vendor.name },
    sentAt: status === 'PENDING' ? null : at,
    expectedReturnDate: status === 'PENDING' ? null : '2026-11-10',
    overdue: false,
    completedAt: null,
    cost: null,
    completionNotes: null,
    turnaroundDays: null,
    createdAt: at,
    updatedAt: at,
    history: [],
    ...extra,
  });
