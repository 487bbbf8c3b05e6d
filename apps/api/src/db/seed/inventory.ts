// Demo inventory (demo mode only): a "Site Manager" role that holds only the requisitions permission and its admin,
// a few categories, vendors and stock items whose stock comes from a received procurement and an adjustment (every
// unit through the ledger), an ordered procurement still to come, a fulfilled requisition with its issuance, a pending
// requisition, and an item flagged at a site with its maintenance request. Created once (seed_history).
import { SITE_MANAGER_ROLE_NAME, siteManagerGrants } from '@crewbase/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  inventoryItemCategories,
  inventoryVendors,
  issuances,
  locations,
  maintenanceRequests,
  permissions,
  procurementLines,
  procurements,
  requisitionLines,
  requisitions,
  rolePermissions,
  roles,
  seedHistory,
  stockItems,
  users,
} from '../schema';
import { move } from '../../modules/inventory/stock-ledger';

const DEMO_INVENTORY = 'demo-inventory-v1';
export const SITE_MANAGER_EMAIL = 'sitemanager@crewbase.test';

export async function seedDemoInventory(db: Db, options: { passwordHash: () => Promise<string> }): Promise<void> {
  const [done] = await db.select().from(seedHistory).where(eq(seedHistory.name, DEMO_INVENTORY));
  if (done) return;

  // The site manager: raises and follows requisitions, nothing else.
  let [role] = await db.select({ id: roles.id }).from(roles).where(sql`lower(${roles.name}) = lower(${SITE_MANAGER_ROLE_NAME})`);
  if (!role) [role] = await db.insert(roles).values({ name: SITE_MANAGER_ROLE_NAME, displayName: SITE_MANAGER_ROLE_NAME }).returning({ id: roles.id });
  const granted = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.tableName, 'requisitions'), inArray(permissions.name, siteManagerGrants.map((g) => g.name))));
  if (granted.length > 0) await db.insert(rolePermissions).values(granted.map((p) => ({ roleId: role.id, permissionId: p.id }))).onConflictDoNothing();
  await db
    .insert(users)
    .values({ firstName: 'Emeka', lastName: 'Obi', email: SITE_MANAGER_EMAIL, phoneNumber: null, status: 'Active', roleId: role.id, passwordHash: await options.passwordHash() })
    .onConflictDoNothing();

  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@crewbase.test'));
  const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.email, SITE_MANAGER_EMAIL));
  const sites = await db.select({ id: locations.id, name: locations.name }).from(locations).orderBy(asc(locations.name)).limit(2);
  if (!admin || sites.length === 0) {
    await db.insert(seedHistory).values({ name: DEMO_INVENTORY }).onConflictDoNothing();
    return;
  }
  const site = sites[0];

  const [safety, tools, office] = await db
    .insert(inventoryItemCategories)
    .values([{ name: 'Safety gear' }, { name: 'Tools' }, { name: 'Office supplies' }])
    .returning({ id: inventoryItemCategories.id });
  const [supplier, repairs] = await db
    .insert(inventoryVendors)
    .values([
      {
        name: 'Lagos Safety Supplies Ltd', contactPerson: 'Bola Adeyemi', phoneNumber: '+234 803 555 0101', email: 'sales@lagossafety.test',
        address: '12 Creek Road, Apapa, Lagos', bankName: 'Access Bank', accountName: 'Lagos Safety Supplies Ltd', accountNumber: '0123456789',
      },
      { name: 'Ikeja Equipment Repairs', contactPerson: 'Chidi Okafor', phoneNumber: '+234 802 555 0199', email: 'service@ikejarepairs.test', address: '4 Allen Avenue, Ikeja, Lagos' },
    ])
    .returning({ id: inventoryVendors.id });
  const [vest, helmet, torch, radio, paper] = await db
    .insert(stockItems)
    .values([
      { name: 'Reflective vest', categoryId: safety.id, unit: 'piece', reorderLevel: 20, unitCostKobo: 450_000 },
      { name: 'Safety helmet', categoryId: safety.id, unit: 'piece', reorderLevel: 10, unitCostKobo: 1_200_000 },
      { name: 'Rechargeable torch', categoryId: tools.id, unit: 'piece', reorderLevel: 5, unitCostKobo: 850_000 },
      { name: 'Two-way radio', categoryId: tools.id, unit: 'piece', reorderLevel: 4, unitCostKobo: 3_500_000 },
      { name: 'A4 paper', categoryId: office.id, unit: 'ream', reorderLevel: 10, unitCostKobo: 550_000 },
    ])
    .returning({ id: stockItems.id });

  // A procurement ordered and received in full: its units are the first stock.
  const received = [
    { stockItemId: vest.id, quantity: 60, unitCostKobo: 450_000 },
    { stockItemId: helmet.id, quantity: 25, unitCostKobo: 1_200_000 },
    { stockItemId: torch.id, quantity: 12, unitCostKobo: 850_000 },
    { stockItemId: radio.id, quantity: 6, unitCostKobo: 3_500_000 },
  ];
  const [done1] = await db
    .insert(procurements)
    .values({
      vendorId: supplier.id, userId: admin.id, status: 'COMPLETED', totalCostKobo: received.reduce((s, l) => s + l.quantity * l.unitCostKobo, 0),
      note: 'Quarterly restock of safety gear and tools', orderedAt: new Date(), completedAt: new Date(),
    })
    .returning({ id: procurements.id });
  await db.insert(procurementLines).values(received.map((l, position) => ({ ...l, procurementId: done1.id, receivedQuantity: l.quantity, position })));
  for (const line of received) {
    await move(db, { stockItemId: line.stockItemId, kind: 'RECEIPT', quantity: line.quantity, procurementId: done1.id, reason: 'Received from Lagos Safety Supplies Ltd', actorId: admin.id });
  }
  await move(db, { stockItemId: paper.id, kind: 'ADJUSTMENT', quantity: 8, reason: 'Opening count of the store', actorId: admin.id });

  // Ordered, still to come.
  await db
    .insert(procurements)
    .values({ vendorId: supplier.id, userId: admin.id, status: 'IN_PROGRESS', totalCostKobo: 20 * 550_000, note: 'Paper for the head office', orderedAt: new Date() })
    .returning({ id: procurements.id })
    .then(([p]) => db.insert(procurementLines).values({ procurementId: p.id, stockItemId: paper.id, quantity: 20, unitCostKobo: 550_000 }));

  // A requisition from the site, fulfilled by issuing.
  const [fulfilled] = await db
    .insert(requisitions)
    .values({ locationId: site.id, reason: 'Vests and a radio for the new night shift', status: 'Fulfilled', requestedById: manager?.id ?? admin.id })
    .returning({ id: requisitions.id });
  const asked = [
    { stockItemId: vest.id, quantity: 10 },
    { stockItemId: radio.id, quantity: 1 },
  ];
  await db.insert(requisitionLines).values(asked.map((l, position) => ({ requisitionId: fulfilled.id, ...l, fulfilledQuantity: l.quantity, position })));
  let radioIssuance = '';
  for (const line of asked) {
    const [issued] = await db
      .insert(issuances)
      .values({ stockItemId: line.stockItemId, quantity: line.quantity, locationId: site.id, requisitionId: fulfilled.id, status: 'ISSUED', issuedById: admin.id, note: 'For the new night shift' })
      .returning({ id: issuances.id });
    await move(db, { stockItemId: line.stockItemId, kind: 'ISSUE', quantity: -line.quantity, locationId: site.id, issuanceId: issued.id, requisitionId: fulfilled.id, actorId: admin.id });
    if (line.stockItemId === radio.id) radioIssuance = issued.id;
  }

  // The radio came back faulty: flagged at the site, a maintenance request waits to be sent.
  await db.update(issuances).set({ status: 'FLAGGED' }).where(eq(issuances.id, radioIssuance));
  await db.insert(maintenanceRequests).values({
    stockItemId: radio.id, issuanceId: radioIssuance, locationId: site.id, flaggedById: admin.id, condition: 'FAULTY', priority: 'High',
    description: 'Does not transmit on channel 2; battery drains within an hour.', status: 'PENDING',
  });

  // A helmet repaired last week: sent to the repair shop, back with its cost (the maintenance report's first row).
  const DAY = 86_400_000;
  await db.insert(maintenanceRequests).values({
    stockItemId: helmet.id, locationId: site.id, flaggedById: admin.id, condition: 'DAMAGED', priority: 'Medium', description: 'Cracked chin strap clip.',
    status: 'COMPLETED', vendorId: repairs.id, sentAt: new Date(Date.now() - 10 * DAY), expectedReturnDate: new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10),
    completedAt: new Date(Date.now() - 4 * DAY), costKobo: 1_500_000, completionNotes: 'Clip replaced.',
  });

  // A pending requisition for the site manager to follow.
  const [pending] = await db
    .insert(requisitions)
    .values({ locationId: sites[sites.length - 1].id, reason: 'Helmets for the visiting contractors', requestedById: manager?.id ?? admin.id })
    .returning({ id: requisitions.id });
  await db.insert(requisitionLines).values({ requisitionId: pending.id, stockItemId: helmet.id, quantity: 5 });

  await db.insert(seedHistory).values({ name: DEMO_INVENTORY }).onConflictDoNothing();
}
