// The inventory reports' kept totals: per report, the source rows summed per day, month, quarter and year (UTC) of
// their creation, and for all time, at the grain the report groups by. Kept by database triggers on the source
// tables (migration `inventory_report_summaries`), so every writer keeps them. A report over a period sums the whole
// years, quarters and months inside it and the days of the months it only partly covers
// (modules/inventory/report-totals.ts), which is exactly what a GROUP BY over the source rows of those days answers.
// A bucket whose rows all went (a soft delete) is removed.
import { sql } from 'drizzle-orm';
import { bigint, customType, date, index, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

/** `day`: `bucket` is the day; `month`, `quarter`, `year`: `bucket` is its first day; `all`: every row, `bucket` 1970-01-01. */
const grain = () => text('grain').$type<'day' | 'month' | 'quarter' | 'year' | 'all'>().notNull();
const bucket = () => date('bucket', { mode: 'string' }).notNull();
const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** The ledger by item, location (null: the store) and kind. */
export const stockMovementTotals = pgTable(
  'stock_movement_totals',
  {
    stockItemId: uuid('stock_item_id').notNull(),
    locationId: uuid('location_id'),
    kind: text('kind').notNull(),
    grain: grain(),
    bucket: bucket(),
    movementCount: count('movement_count'),
    quantity: count('quantity'),
    unitsAffected: count('units_affected'),
  },
  (t) => [
    unique('stock_movement_totals_bucket').on(t.stockItemId, t.grain, t.bucket, t.locationId, t.kind).nullsNotDistinct(),
    // The report filtered by kind: an item without that kind in the period is one empty probe, not a read of its buckets.
    index('stock_movement_totals_kind_idx').on(t.stockItemId, t.kind, t.grain, t.bucket),
    // The report item by item, from this index alone: it holds every column the report reads (a page past thousands of
    // items, or its count, reads no table rows; EXPLAIN, 40,007 year buckets, a count to 10,001: 62-65 -> 20 ms).
    index('stock_movement_totals_report_idx').on(t.stockItemId, t.grain, t.bucket, t.locationId, t.kind, t.movementCount, t.quantity, t.unitsAffected),
    // The report with no period: every group's all-time bucket, a small fraction of the table. Its count, a deep page
    // (sorted after a hash join) and a kind only a few items have read these entries alone.
    index('stock_movement_totals_all_time_idx')
      .on(t.stockItemId, t.kind, t.locationId, t.movementCount, t.quantity, t.unitsAffected)
      .where(sql`${t.grain} = 'all'`),
  ],
);

/**
 * Procurements not deleted, by vendor: how many (`rowCount`), how many and what total past PENDING (`orderedCount`,
 * `totalCostKobo`), and what their lines received (`receivedCostKobo`, PENDING ones included).
 */
export const procurementTotals = pgTable(
  'procurement_totals',
  {
    vendorId: uuid('vendor_id').notNull(),
    grain: grain(),
    bucket: bucket(),
    rowCount: count('row_count'),
    orderedCount: count('ordered_count'),
    totalCostKobo: count('total_cost_kobo'),
    receivedCostKobo: count('received_cost_kobo'),
  },
  (t) => [unique('procurement_totals_bucket').on(t.grain, t.bucket, t.vendorId)],
);

/** Issuances not deleted that went to a location, by location and item (the report counts the different items). */
export const issuanceTotals = pgTable(
  'issuance_totals',
  {
    locationId: uuid('location_id').notNull(),
    stockItemId: uuid('stock_item_id').notNull(),
    grain: grain(),
    bucket: bucket(),
    issuanceCount: count('issuance_count'),
    quantity: count('quantity'),
  },
  (t) => [unique('issuance_totals_bucket').on(t.grain, t.bucket, t.locationId, t.stockItemId)],
);

/** A set of stock items as bits: bit n (from the left, 0 first) is the item whose `report_ordinal` is n. */
const itemSet = customType<{ data: string; driverData: string }>({ dataType: () => 'bit varying' });

/**
 * The issuance totals by location alone, kept from issuance_totals by its own triggers (migration
 * `issuance_location_totals`): how many issuances and units, and `items`, the set of items issued there in the bucket.
 * The report's "different items" over a period is the size of the union of its buckets' sets, so it reads a few rows
 * per location instead of every item's.
 */
export const issuanceLocationTotals = pgTable(
  'issuance_location_totals',
  {
    locationId: uuid('location_id').notNull(),
    grain: grain(),
    bucket: bucket(),
    issuanceCount: count('issuance_count'),
    quantity: count('quantity'),
    items: itemSet('items').notNull().default(sql`B''`),
  },
  (t) => [unique('issuance_location_totals_bucket').on(t.grain, t.bucket, t.locationId)],
);

/**
 * Maintenance requests not deleted, by item: how many, how many COMPLETED, their cost, and the completed ones' days
 * from sent to completed (summed, with how many had both dates) for the average turnaround.
 */
export const maintenanceTotals = pgTable(
  'maintenance_totals',
  {
    stockItemId: uuid('stock_item_id').notNull(),
    grain: grain(),
    bucket: bucket(),
    requestCount: count('request_count'),
    completedCount: count('completed_count'),
    costKobo: count('cost_kobo'),
    turnaroundDays: numeric('turnaround_days').notNull().default('0'),
    turnaroundCount: count('turnaround_count'),
  },
  (t) => [
    unique('maintenance_totals_bucket').on(t.grain, t.bucket, t.stockItemId),
    // The report's buckets of a period from this index alone: it holds every column the report sums (EXPLAIN, 15,859
    // year buckets of 5,002 items: 25 -> 12 ms).
    index('maintenance_totals_report_idx').on(t.grain, t.bucket, t.stockItemId, t.requestCount, t.completedCount, t.costKobo, t.turnaroundDays, t.turnaroundCount),
    // The report with no period in its default order (cost, highest first): its first page is the top of this index.
    index('maintenance_totals_all_time_cost_idx').on(t.costKobo, t.stockItemId).where(sql`${t.grain} = 'all'`),
  ],
);
