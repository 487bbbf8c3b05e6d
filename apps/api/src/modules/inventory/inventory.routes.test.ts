// Inventory through the real API and database: the ledger invariant over random movements, fifty issuances racing for
// the last ten units, a procurement received twice, requisitions never given more than asked, flagging into
// maintenance, validation and refusals, the site manager's view, reports and exports.
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { locations, stockItems, stockMovements } from '../../db/schema';
import { selectRows } from '../../db/database';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, signedIn, type Person } from '../requests/request-test-kit';

let t: TestApp;
let admin: Person;
let manager: Person;
let categoryId: string;
let vendorId: string;
let siteId: string;

const A = '/api/admin/inventory';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin', 'admin@crewbase.test');
  manager = await signedIn(t.app, 'admin', 'sitemanager@crewbase.test');
  const category = await call(t.app, 'POST', `${A}/item-category`, admin.headers, { name: `Test gear ${Date.now()}` });
  expect(category.status, JSON.stringify(category.body)).toBe(201);
  categoryId = category.body.id;
  const vendor = await call(t.app, 'POST', `${A}/vendor`, admin.headers, { name: 'Test Vendor Ltd', phoneNumber: '+234 803 000 0000', accountNumber: '0123456789' });
  expect(vendor.status, JSON.stringify(vendor.body)).toBe(201);
  vendorId = vendor.body.id;
  const [site] = await t.app.database.db.insert(locations).values({ name: `Site ${Date.now()}` }).returning({ id: locations.id });
  siteId = site.id;
});
afterAll(() => t.close());

async function newItem(name = `Item ${Math.random().toString(36).slice(2, 8)}`, reorderLevel = 5) {
  const created = await call(t.app, 'POST', `${A}/stock-item`, admin.headers, { name, categoryId, unit: 'piece', reorderLevel });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}
async function adjust(stockItemId: string, quantity: number, reason = 'Count') {
  return call(t.app, 'POST', `${A}/stock-movement/adjustment`, admin.headers, { stockItemId, quantity, reason });
}
async function ledgerOf(stockItemId: string) {
  const [row] = await selectRows<{ sum: number; available: number; negatives: number }>(
    t.app.database.db,
    sql`select coalesce((select sum(quantity)::int from ${stockMovements} where stock_item_id = ${stockItemId}), 0) as sum,
        (select available_stock from ${stockItems} where id = ${stockItemId}) as available,
        (select count(*)::int from ${stockMovements} where stock_item_id = ${stockItemId} and balance_after < 0) as negatives`,
  );
  return row;
}

describe('the stock ledger', () => {
  it('keeps availableStock equal to the sum of the movements and never below zero, whatever the sequence', async () => {
    const itemId = await newItem();
    let model = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: -15, max: 15 }).filter((n) => n !== 0), { minLength: 1, maxLength: 12 }), async (changes) => {
        for (const change of changes) {
          const answer = await adjust(itemId, change);
          if (model + change < 0) {
            expect(answer.status).toBe(409);
            expect(answer.body.message).toContain(`${model} piece`);
          } else {
            expect(answer.status, JSON.stringify(answer.body)).toBe(201);
            model += change;
            expect(answer.body.balanceAfter).toBe(model);
          }
        }
        const ledger = await ledgerOf(itemId);
        expect(ledger).toEqual({ sum: model, available: model, negatives: 0 });
      }),
      { numRuns: 15 },
    );
    const item = await call(t.app, 'GET', `${A}/stock-item/${itemId}`, admin.headers);
    expect(item.body.availableStock).toBe(model);
  });

  it('holds for every item, the demo stock included', async () => {
    const drift = await selectRows<{ id: string }>(
      t.app.database.db,
      sql`select s.id from ${stockItems} s where s.available_stock <> coalesce((select sum(m.quantity) from ${stockMovements} m where m.stock_item_id = s.id), 0)`,
    );
    expect(drift).toEqual([]);
    const seeded = await call(t.app, 'GET', `${A}/stock-item?filter=name||$eq||Reflective vest`, admin.headers);
    expect(seeded.body.data[0]).toMatchObject({ availableStock: 50, stockHealth: 'HEALTHY', category: { name: 'Safety gear' } });
  });

  it('refuses a negative balance in the database itself', async () => {
    const itemId = await newItem();
    await expect(t.app.database.db.update(stockItems).set({ availableStock: -1 }).where(eq(stockItems.id, itemId))).rejects.toThrow();
  });

  it('corrects with a reversing movement, once, never an edit', async () => {
    const itemId = await newItem();
    const added = await adjust(itemId, 7, 'Found in the back store');
    const reversed = await call(t.app, 'POST', `${A}/stock-movement/reverse/${added.body.id}`, admin.headers, { reason: 'Counted twice' });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(201);
    expect(reversed.body).toMatchObject({ kind: 'REVERSAL', quantity: -7, balanceAfter: 0, reversesId: added.body.id });
    const again = await call(t.app, 'POST', `${A}/stock-movement/reverse/${added.body.id}`, admin.headers, { reason: 'Counted twice' });
    expect(again.status).toBe(409);
    const movements = await call(t.app, 'GET', `${A}/stock-movement?filter=stockItem.id||$eq||${itemId}`, admin.headers);
    expect(movements.body.data.map((m: { kind: string }) => m.kind).sort()).toEqual(['ADJUSTMENT', 'REVERSAL']);
    expect(movements.body.data.find((m: { kind: string }) => m.kind === 'ADJUSTMENT').reversedById).toBe(reversed.body.id);
  });
});

describe('issuing', () => {
  it('gives at most ten units to fifty issuances racing for the last ten, and 409 naming what is left to the rest', async () => {
    const itemId = await newItem('Racing radio');
    await adjust(itemId, 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(t.app, 'POST', `${A}/issuance`, admin.headers, { stockItemId: itemId, quantity: 1, locationId: siteId })),
    );
    const ok = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused[0].body.message).toMatch(/Not enough Racing radio in stock: 0 pieces left/);
    expect(await ledgerOf(itemId)).toEqual({ sum: 0, available: 0, negatives: 0 });
    const list = await call(t.app, 'GET', `${A}/issuance?filter=stockItem.id||$eq||${itemId}`, admin.headers);
    expect(list.body.total).toBe(10);
  });

  it('names every bad field with 400', async () => {
    const bad = await call(t.app, 'POST', `${A}/issuance`, admin.headers, { stockItemId: 'nope', quantity: -2 });
    expect(bad.status).toBe(400);
    const paths = (bad.body.details as Array<{ path: string }>).map((d) => d.path).sort();
    expect(paths).toEqual(['locationId', 'quantity', 'stockItemId']);
  });

  it('flags an issued item into maintenance, sends it, completes it, and the item is back in service', async () => {
    const itemId = await newItem('Torch');
    await adjust(itemId, 3);
    const issued = await call(t.app, 'POST', `${A}/issuance`, admin.headers, { stockItemId: itemId, quantity: 1, locationId: siteId });
    expect(issued.status).toBe(201);
    const wrongSite = await call(t.app, 'PATCH', `${A}/issuance/flag/${issued.body.id}/${vendorId}`, admin.headers, { condition: 'FAULTY', description: 'Flickers' });
    expect(wrongSite.status).toBe(404);
    const flagged = await call(t.app, 'PATCH', `${A}/issuance/flag/${issued.body.id}/${siteId}`, admin.headers, { condition: 'FAULTY', priority: 'High', description: 'Flickers' });
    expect(flagged.status, JSON.stringify(flagged.body)).toBe(200);
    expect(flagged.body.status).toBe('FLAGGED');
    const requestId = flagged.body.maintenanceRequestId as string;
    expect(requestId).toBeTruthy();
    const early = await call(t.app, 'PATCH', `${A}/maintenance-request/complete/${requestId}`, admin.headers, { cost: 5000 });
    expect(early.status).toBe(409);
    const sent = await call(t.app, 'PATCH', `${A}/maintenance-request/send-for-maintenance/${requestId}`, admin.headers, { vendorId, expectedReturnDate: '2099-01-31' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ status: 'IN_PROGRESS', vendor: { id: vendorId }, overdue: false, expectedReturnDate: '2099-01-31' });
    const done = await call(t.app, 'PATCH', `${A}/maintenance-request/complete/${requestId}`, admin.headers, { cost: '7500.50', notes: 'New switch' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: 'COMPLETED', cost: '7500.50', completionNotes: 'New switch' });
    const back = await call(t.app, 'GET', `${A}/issuance/${issued.body.id}`, admin.headers);
    expect(back.body.status).toBe('ISSUED');
    const lost = await call(t.app, 'PATCH', `${A}/issuance/flag/${issued.body.id}/${siteId}`, admin.headers, { condition: 'LOST', description: 'Not found at handover' });
    expect(lost.body.status).toBe('LOST');
    expect(await ledgerOf(itemId)).toEqual({ sum: 2, available: 2, negatives: 0 });
    const returned = await call(t.app, 'PATCH', `${A}/issuance/return/${issued.body.id}`, admin.headers, {});
    expect(returned.status).toBe(409);
  });
});

describe('procurement', () => {
  it('computes the total, receives partially, then in full, and raises stock once even when sent twice', async () => {
    const a = await newItem();
    const b = await newItem();
    const created = await call(t.app, 'POST', `${A}/procurement`, admin.headers, {
      vendorId,
      lines: [
        { stockItemId: a, quantity: 4, unitCost: '1500.50' },
        { stockItemId: b, quantity: 10, unitCost: 200 },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ status: 'PENDING', totalCost: '8002.00' });
    const id = created.body.id as string;
    expect((await call(t.app, 'PATCH', `${A}/procurement/receive/${id}`, admin.headers, {})).status).toBe(409);
    expect((await call(t.app, 'PATCH', `${A}/procurement/order/${id}`, admin.headers, {})).body.status).toBe('IN_PROGRESS');
    const lineA = created.body.lines.find((l: { stockItem: { id: string } }) => l.stockItem.id === a).id;
    const partial = await call(t.app, 'PATCH', `${A}/procurement/receive/${id}`, admin.headers, { lines: [{ lineId: lineA, quantity: 3 }] });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body.status).toBe('IN_PROGRESS');
    const tooMany = await call(t.app, 'PATCH', `${A}/procurement/receive/${id}`, admin.headers, { lines: [{ lineId: lineA, quantity: 2 }] });
    expect(tooMany.status).toBe(409);
    const twice = await Promise.all([1, 2].map(() => call(t.app, 'PATCH', `${A}/procurement/receive/${id}`, admin.headers, {})));
    expect(twice.map((x) => x.status).sort()).toEqual([200, 409]);
    expect((await ledgerOf(a)).available).toBe(4);
    expect((await ledgerOf(b)).available).toBe(10);
    const detail = await call(t.app, 'GET', `${A}/procurement/${id}`, admin.headers);
    expect(detail.body.status).toBe('COMPLETED');
    expect(detail.body.lines.every((l: { quantity: number; receivedQuantity: number }) => l.quantity === l.receivedQuantity)).toBe(true);
    expect(detail.body.history.map((h: { action: string }) => h.action)).toEqual(expect.arrayContaining(['create', 'order', 'receive']));
  });

  it('refuses an unknown item on a line by naming it', async () => {
    const bad = await call(t.app, 'POST', `${A}/procurement`, admin.headers, { vendorId, lines: [{ stockItemId: '00000000-0000-4000-8000-000000000000', quantity: 1, unitCost: 1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe('lines.0.stockItemId');
  });
});

describe('requisitions', () => {
  it('are raised and seen by a site manager, who may not see procurement or issue stock', async () => {
    const itemId = await newItem();
    const raised = await call(t.app, 'POST', `${A}/requisition`, manager.headers, { locationId: siteId, reason: 'For the gate', lines: [{ stockItemId: itemId, quantity: 3 }] });
    expect(raised.status, JSON.stringify(raised.body)).toBe(201);
    expect((await call(t.app, 'GET', `${A}/requisition/${raised.body.id}`, manager.headers)).status).toBe(200);
    expect((await call(t.app, 'GET', `${A}/requisition`, manager.headers)).status).toBe(200);
    const pick = await call(t.app, 'GET', `${A}/requisition/stock-items?filter=name||$cont||Reflective`, manager.headers);
    expect(pick.body.data[0]).toMatchObject({ name: 'Reflective vest' });
    expect((await call(t.app, 'GET', `${A}/requisition/locations`, manager.headers)).body.total).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', `${A}/procurement`, manager.headers)).status).toBe(403);
    expect((await call(t.app, 'GET', `${A}/stock-item`, manager.headers)).status).toBe(403);
    expect((await call(t.app, 'PATCH', `${A}/requisition/fulfil/${raised.body.id}`, manager.headers, {})).status).toBe(403);
  });

  it('is fulfilled by issuing, never more than asked, and then can no longer change', async () => {
    const itemId = await newItem();
    await adjust(itemId, 10);
    const raised = await call(t.app, 'POST', `${A}/requisition`, admin.headers, { locationId: siteId, reason: 'Night shift', lines: [{ stockItemId: itemId, quantity: 3 }] });
    const lineId = raised.body.lines[0].id;
    const over = await call(t.app, 'PATCH', `${A}/requisition/fulfil/${raised.body.id}`, admin.headers, { lines: [{ lineId, quantity: 4 }] });
    expect(over.status).toBe(400);
    expect(over.body.details[0].path).toBe('lines.0.quantity');
    const fulfilled = await call(t.app, 'PATCH', `${A}/requisition/fulfil/${raised.body.id}`, admin.headers, {});
    expect(fulfilled.status, JSON.stringify(fulfilled.body)).toBe(200);
    expect(fulfilled.body).toMatchObject({ status: 'Fulfilled' });
    expect(fulfilled.body.lines[0]).toMatchObject({ quantity: 3, fulfilledQuantity: 3, availableStock: 7 });
    expect(fulfilled.body.issuanceIds).toHaveLength(1);
    expect((await call(t.app, 'PATCH', `${A}/requisition/${raised.body.id}`, admin.headers, { reason: 'Changed' })).status).toBe(409);
    expect((await call(t.app, 'PATCH', `${A}/requisition/fulfil/${raised.body.id}`, admin.headers, {})).status).toBe(409);
    expect((await ledgerOf(itemId)).available).toBe(7);
  });

  it('is denied only with a reason', async () => {
    const itemId = await newItem();
    const raised = await call(t.app, 'POST', `${A}/requisition`, admin.headers, { locationId: siteId, reason: 'Spare', lines: [{ stockItemId: itemId, quantity: 1 }] });
    const bare = await call(t.app, 'PATCH', `${A}/requisition/deny/${raised.body.id}`, admin.headers, {});
    expect(bare.status).toBe(400);
    expect(bare.body.details[0].path).toBe('note');
    const denied = await call(t.app, 'PATCH', `${A}/requisition/deny/${raised.body.id}`, admin.headers, { note: 'Out of budget' });
    expect(denied.body).toMatchObject({ status: 'Denied', decisionNote: 'Out of budget' });
  });
});

describe('the stock on hand report', () => {
  it('lists every item once, by category then item name whatever their case, page after page, and a health filter keeps that health alone', async () => {
    const stamp = Date.now();
    const first = await call(t.app, 'POST', `${A}/item-category`, admin.headers, { name: `aa tools ${stamp}` });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    for (const name of ['bolt cutter', 'Chisel', 'anvil']) {
      const created = await call(t.app, 'POST', `${A}/stock-item`, admin.headers, { name: `${name} ${stamp}`, categoryId: first.body.id, unit: 'piece', reorderLevel: 1 });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const [anvil] = (await call(t.app, 'GET', `${A}/stock-item?filter=name||$cont||anvil ${stamp}`, admin.headers)).body.data;
    expect((await adjust(anvil.id, 9)).status).toBe(201);
    const expected = await selectRows<{ id: string }>(
      t.app.database.db,
      sql`select s.id from ${stockItems} s join inventory_item_categories c on c.id = s.category_id order by lower(c.name), lower(s.name), s.id`,
    );

    const read = async (filter = '') => {
      const ids: string[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await call(t.app, 'GET', `${A}/reports/stock-on-hand?limit=4&page=${page}${filter}`, admin.headers);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        ids.push(...answer.body.data.map((row: { id: string }) => row.id));
        if (page >= answer.body.pageCount) return { ids, rows: answer.body.total as number };
      }
    };
    const all = await read();
    expect(all.ids).toEqual(expected.map((row) => row.id));
    expect(all.rows).toBe(expected.length);
    const mine = (await call(t.app, 'GET', `${A}/reports/stock-on-hand?limit=3`, admin.headers)).body.data.map((row: { name: string }) => row.name);
    expect(mine).toEqual([`anvil ${stamp}`, `bolt cutter ${stamp}`, `Chisel ${stamp}`]);

    const healthy = await read('&filter=stockHealth||$eq||HEALTHY');
    expect(healthy.ids).toContain(anvil.id);
    expect(healthy.ids).toEqual(all.ids.filter((id) => healthy.ids.includes(id)));
    const out = await read('&filter=stockHealth||$eq||OUT');
    expect(out.ids).not.toContain(anvil.id);
    expect(out.ids.filter((id) => healthy.ids.includes(id))).toEqual([]);
  });
});

describe('metrics, reports and exports', () => {
  it('answers metrics and every report, and exports them with their filters', async () => {
    const metrics = await call(t.app, 'GET', `${A}/metrics`, admin.headers);
    expect(metrics.status, JSON.stringify(metrics.body)).toBe(200);
    expect(metrics.body.spendByMonth).toHaveLength(12);
    const today = new Date().toISOString().slice(0, 10);
    for (const report of ['stock-on-hand', 'movements', 'procurement-spend', 'issuance-by-location', 'maintenance']) {
      const period = report === 'stock-on-hand' ? '' : `?from=2020-01-01&to=${today}`;
      const answer = await call(t.app, 'GET', `${A}/reports/${report}${period}`, admin.headers);
      expect(answer.status, `${report}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body.total).toBeGreaterThan(0);
      const file = await t.app.inject({ method: 'GET', url: `${A}/reports/${report}/export${period}`, headers: admin.headers });
      expect(file.statusCode, `${report} export`).toBe(200);
      expect(file.headers['content-type']).toMatch(/csv/);
    }
    const byKind = await call(t.app, 'GET', `${A}/reports/movements?filter=kind||$eq||ISSUE&from=${today}&to=${today}`, admin.headers);
    expect(byKind.body.data.every((r: { kind: string }) => r.kind === 'ISSUE')).toBe(true);
    const future = await call(t.app, 'GET', `${A}/reports/movements?from=2099-01-01`, admin.headers);
    expect(future.body.total).toBe(0);
    const sorted = await call(t.app, 'GET', `${A}/stock-item?sort=availableStock,DESC&limit=5`, admin.headers);
    const stocks = sorted.body.data.map((x: { availableStock: number }) => x.availableStock);
    expect(stocks).toEqual([...stocks].sort((x, y) => y - x));
    const health = await call(t.app, 'GET', `${A}/stock-item/status-counts`, admin.headers);
    expect(Object.keys(health.body.counts).sort()).toEqual(['HEALTHY', 'LOW', 'OUT']);
    const movementsFile = await t.app.inject({ method: 'GET', url: `${A}/stock-movement/export?filter=kind||$eq||ADJUSTMENT`, headers: admin.headers });
    expect(movementsFile.statusCode).toBe(200);
    expect(movementsFile.body).toContain('Adjustment'.toUpperCase());
  });
});
