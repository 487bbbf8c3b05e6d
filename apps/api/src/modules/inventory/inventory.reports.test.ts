// The inventory reports over a period read kept day and month totals: here every report is compared, for periods
// with and without edges mid-month, with a GROUP BY over the source rows themselves, after the ledger, reversals,
// issuances, maintenance decisions, procurements received and deletions moved them, and after rows moved to other
// days (their creation set back across month ends). A total a trigger failed to keep makes a report differ.
import { fromMinorUnits } from '@crewbase/domain';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows } from '../../db/database';
import { locations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, signedIn, type Person } from '../requests/request-test-kit';

let t: TestApp;
let admin: Person;
const A = '/api/admin/inventory';

beforeAll(async () => {
  // List memory on, as in production: a period's total must not be one remembered for another period.
  t = await buildTestApp({ listCacheSeconds: 10 });
  admin = await signedIn(t.app, 'admin', 'admin@crewbase.test');
});
afterAll(() => t.close());

async function ok(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) {
  const answer = await call(t.app, method, url, admin.headers, body);
  expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

/** Every row of a report for a period, all pages. */
async function report(name: string, period: string): Promise<Array<Record<string, unknown>>> {
  const rows: Array<Record<string, unknown>> = [];
  for (let page = 1; ; page += 1) {
    const answer = await ok('GET', `${A}/reports/${name}?limit=100&page=${page}${period ? `&${period}` : ''}`);
    rows.push(...answer.data);
    if (answer.data.length < 100) {
      // The total is this period's, not one remembered for another period asked a moment ago.
      expect(answer.total, `${name} total`).toBe(rows.length);
      return rows;
    }
  }
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
/** The first day of the month `months` after this one (UTC). */
const monthStart = (months: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
};

/** `created_at` within the period, as the reports read it: both days included. */
const within = (period: { from?: string; to?: string }): SQL =>
  sql.join(
    [sql`true`, ...(period.from ? [sql`x.created_at >= ${period.from}::date`] : []), ...(period.to ? [sql`x.created_at < (${period.to}::date + 1)`] : [])],
    sql` and `,
  );

/** Each report straight from the source rows, shaped as the API answers it. */
async function expected(period: { from?: string; to?: string }) {
  const db = t.app.database.db;
  const movements = await selectRows<{ id: string; movementCount: number; quantity: number; unitsAffected: number }>(
    db,
    sql`select x.stock_item_id || ':' || coalesce(x.location_id::text, '-') || ':' || x.kind as "id", count(*)::int as "movementCount",
          sum(x.quantity)::int as "quantity", sum(x.units_affected)::int as "unitsAffected"
        from stock_movements x where ${within(period)} group by x.stock_item_id, x.location_id, x.kind`,
  );
  const spend = await selectRows<{ id: string; procurementCount: number; total: string; received: string }>(
    db,
    sql`select v.id, (select count(*)::int from procurements x where x.vendor_id = v.id and x.deleted_at is null and x.status <> 'PENDING' and ${within(period)}) as "procurementCount",
          (select coalesce(sum(x.total_cost_kobo), 0)::bigint from procurements x where x.vendor_id = v.id and x.deleted_at is null and x.status <> 'PENDING' and ${within(period)}) as "total",
          (select coalesce(sum(pl.received_quantity::bigint * pl.unit_cost_kobo), 0)::bigint from procurement_lines pl join procurements x on x.id = pl.procurement_id
            where x.vendor_id = v.id and x.deleted_at is null and ${within(period)}) as "received"
        from inventory_vendors v`,
  );
  const issuance = await selectRows<{ id: string; issuanceCount: number; quantity: number; itemCount: number }>(
    db,
    sql`select l.id, coalesce(g.n, 0)::int as "issuanceCount", coalesce(g.quantity, 0)::int as "quantity", coalesce(g.items, 0)::int as "itemCount"
        from locations l left join (select x.location_id, count(*) as n, sum(x.quantity) as quantity, count(distinct x.stock_item_id) as items
          from issuances x where x.deleted_at is null and x.location_id is not null and ${within(period)} group by x.location_id) g on g.location_id = l.id`,
  );
  const maintenance = await selectRows<{ id: string; requestCount: number; completedCount: number; cost: string; turnaround: string | null }>(
    db,
    sql`select x.stock_item_id as "id", count(*)::int as "requestCount", (count(*) filter (where x.status = 'COMPLETED'))::int as "completedCount",
          coalesce(sum(x.cost_kobo), 0)::bigint as "cost",
          avg(extract(epoch from (x.completed_at - x.sent_at)) / 86400) filter (where x.status = 'COMPLETED') as "turnaround"
        from maintenance_requests x where x.deleted_at is null and ${within(period)} group by x.stock_item_id`,
  );
  const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
  return {
    movements: byId(movements.map((r) => ({ id: r.id, movementCount: r.movementCount, quantity: r.quantity, unitsAffected: r.unitsAffected }))),
    'procurement-spend': byId(spend.map((r) => ({ id: r.id, procurementCount: r.procurementCount, totalCost: fromMinorUnits(Number(r.total)), receivedCost: fromMinorUnits(Number(r.received)) }))),
    'issuance-by-location': byId(issuance.map((r) => ({ id: r.id, issuanceCount: r.issuanceCount, quantity: r.quantity, itemCount: r.itemCount }))),
    maintenance: byId(
      maintenance.map((r) => ({
        id: r.id,
        requestCount: r.requestCount,
        completedCount: r.completedCount,
        totalCost: fromMinorUnits(Number(r.cost)),
        averageTurnaroundDays: r.turnaround === null ? null : Math.round(Number(r.turnaround) * 10) / 10,
      })),
    ),
  };
}

/** The API's reports for a period, reduced to what `expected` computes. */
async function answered(query: string) {
  const pick = (rows: Array<Record<string, unknown>>, keys: string[], id: (row: Record<string, unknown>) => string) =>
    rows.map((row) => ({ id: id(row), ...Object.fromEntries(keys.map((k) => [k, row[k]])) })).sort((a, b) => a.id.localeCompare(b.id));
  return {
    movements: pick(await report('movements', query), ['movementCount', 'quantity', 'unitsAffected'], (r) => r.id as string),
    'procurement-spend': pick(await report('procurement-spend', query), ['procurementCount', 'totalCost', 'receivedCost'], (r) => (r.vendor as { id: string }).id),
    'issuance-by-location': pick(await report('issuance-by-location', query), ['issuanceCount', 'quantity', 'itemCount'], (r) => (r.location as { id: string }).id),
    maintenance: pick(await report('maintenance', query), ['requestCount', 'completedCount', 'totalCost', 'averageTurnaroundDays'], (r) => (r.item as { id: string }).id),
  };
}

describe('inventory reports over a period', () => {
  it('answer what a GROUP BY over the source rows answers, for any period, after every kind of change', async () => {
    const db = t.app.database.db;
    const [category, vendor] = [
      await ok('POST', `${A}/item-category`, { name: `Report gear ${Date.now()}` }),
      await ok('POST', `${A}/vendor`, { name: `Report Vendor ${Date.now()}` }),
    ];
    const [siteA, siteB] = await db.insert(locations).values([{ name: `Report site A ${Date.now()}` }, { name: `Report site B ${Date.now()}` }]).returning({ id: locations.id });
    const items: string[] = [];
    for (const name of ['Radio', 'Torch', 'Barrier arm']) {
      items.push((await ok('POST', `${A}/stock-item`, { name: `Report ${name} ${Date.now()}`, categoryId: category.id, unit: 'piece', reorderLevel: 5 })).id);
    }

    // The ledger: adjustments, a reversal, issuances to two sites and a return.
    for (const [i, item] of items.entries()) await ok('POST', `${A}/stock-movement/adjustment`, { stockItemId: item, quantity: 40 + i, reason: 'Opening count' });
    const extra = await ok('POST', `${A}/stock-movement/adjustment`, { stockItemId: items[0], quantity: 5, reason: 'Found more' });
    await ok('POST', `${A}/stock-movement/reverse/${extra.id}`, { reason: 'Counted twice' });
    const issued: string[] = [];
    for (const [i, item] of items.entries()) {
      for (const site of [siteA.id, siteB.id, siteA.id]) issued.push((await ok('POST', `${A}/issuance`, { stockItemId: item, quantity: 1 + i, locationId: site })).id);
    }
    await ok('PATCH', `${A}/issuance/return/${issued[1]}`, {});

    // Maintenance: flagged from an issuance, sent and completed; opened and left pending; opened and deleted.
    const flagged = await ok('PATCH', `${A}/issuance/flag/${issued[0]}/${siteA.id}`, { condition: 'FAULTY', priority: 'High', description: 'Will not charge' });
    const requestId = flagged.maintenanceRequestId as string;
    await ok('PATCH', `${A}/maintenance-request/send-for-maintenance/${requestId}`, { vendorId: vendor.id, expectedReturnDate: '2099-01-31' });
    await ok('PATCH', `${A}/maintenance-request/complete/${requestId}`, { cost: '7500.50', notes: 'New battery' });
    const another = await ok('POST', `${A}/maintenance-request`, { stockItemId: items[1], locationId: siteB.id, priority: 'Low', description: 'Lens cracked' });
    await ok('PATCH', `${A}/maintenance-request/send-for-maintenance/${another.id}`, { vendorId: vendor.id, expectedReturnDate: '2099-01-31' });
    await ok('PATCH', `${A}/maintenance-request/complete/${another.id}`, { cost: 1200, notes: 'New lens' });
    await ok('POST', `${A}/maintenance-request`, { stockItemId: items[2], priority: 'Medium', description: 'Arm sticks' });
    const dropped = await ok('POST', `${A}/maintenance-request`, { stockItemId: items[2], priority: 'Low', description: 'Opened by mistake' });
    await ok('DELETE', `${A}/maintenance-request/${dropped.id}`);

    // Procurements: one received in part then ordered in full, one pending, one deleted.
    const bought = await ok('POST', `${A}/procurement`, { vendorId: vendor.id, lines: [{ stockItemId: items[0], quantity: 4, unitCost: '1500.50' }, { stockItemId: items[1], quantity: 10, unitCost: 200 }] });
    await ok('PATCH', `${A}/procurement/order/${bought.id}`, {});
    const lineA = bought.lines.find((l: { stockItem: { id: string } }) => l.stockItem.id === items[0]).id;
    await ok('PATCH', `${A}/procurement/receive/${bought.id}`, { lines: [{ lineId: lineA, quantity: 3 }] });
    const second = await ok('POST', `${A}/procurement`, { vendorId: vendor.id, lines: [{ stockItemId: items[2], quantity: 2, unitCost: 999 }] });
    await ok('PATCH', `${A}/procurement/order/${second.id}`, {});
    await ok('PATCH', `${A}/procurement/receive/${second.id}`, {});
    await ok('POST', `${A}/procurement`, { vendorId: vendor.id, lines: [{ stockItemId: items[2], quantity: 1, unitCost: 50 }] });
    const cancelled = await ok('POST', `${A}/procurement`, { vendorId: vendor.id, lines: [{ stockItemId: items[0], quantity: 1, unitCost: 70 }] });
    await ok('DELETE', `${A}/procurement/${cancelled.id}`);

    // Spread the rows written here over three months, on and around month ends, as if written then (and now: never
    // later, as the product writes every row at the database's own time).
    const first = monthStart(-2);
    const moments = [addDays(first, -1), first, addDays(first, 14), addDays(monthStart(-1), -1), monthStart(-1), addDays(monthStart(-1), 20), addDays(monthStart(0), -1)]
      .map((d) => new Date(d.getTime() + 13 * 3_600_000).toISOString())
      .concat(new Date().toISOString());
    const spread = (table: string, where: SQL) =>
      db.execute(sql`update ${sql.raw(table)} x set created_at = (array[${sql.join(moments.map((m) => sql`${m}::timestamptz`), sql`, `)}])[1 + (r.n % ${moments.length})]
        from (select id, row_number() over (order by created_at, id) as n from ${sql.raw(table)} where ${where}) r where x.id = r.id`);
    const ids = sql.join(items.map((id) => sql`${id}::uuid`), sql`, `);
    await spread('stock_movements', sql`stock_item_id in (${ids})`);
    await spread('issuances', sql`stock_item_id in (${ids})`);
    await spread('maintenance_requests', sql`stock_item_id in (${ids})`);
    await spread('procurements', sql`vendor_id = ${vendor.id}`);

    const periods: Array<{ from?: string; to?: string }> = [
      {},
      { from: day(addDays(first, 10)), to: day(addDays(monthStart(-1), 15)) },
      { from: day(first), to: day(addDays(monthStart(0), -1)) },
      { from: day(addDays(first, -1)), to: day(addDays(first, -1)) },
      { from: day(addDays(monthStart(-1), 20)) },
      { to: day(addDays(first, 14)) },
      { from: day(monthStart(-1)), to: day(new Date()) },
      // Whole years and quarters inside the period, months and days around them.
      { from: '2020-01-01', to: day(new Date()) },
      { from: day(addDays(monthStart(-14), 5)), to: day(addDays(monthStart(0), -1)) },
    ];
    for (const period of periods) {
      const query = new URLSearchParams(period as Record<string, string>).toString();
      const want = await expected(period);
      expect(want.movements.length, 'the period has movements to report').toBeGreaterThan(0);
      expect(await answered(query), `period ${query || '(none)'}`).toEqual(want);
    }
  });
});
