-- The inventory reports' kept totals gain a bucket for all time (grain `all`, bucket 1970-01-01): a report with no
-- period, which is how each one opens, sums one row per key instead of one per year. Each source row now also counts
-- in its key's `all` bucket, and the rows written before this migration are counted there from their years.
-- The facts of every bucket are what they were, plus each year's facts again in the `all` bucket: every source row
-- lies in exactly one year, and the upsert sums the facts of one key.
ALTER FUNCTION inventory_report_facts_sql(text, text, int, boolean) RENAME TO inventory_report_dated_facts_sql;
--> statement-breakpoint
CREATE FUNCTION inventory_report_facts_sql(source text, rel text, sign int, with_lines boolean DEFAULT true) RETURNS text LANGUAGE sql IMMUTABLE AS $body$
  SELECT format($q$select %4$s, %3$s from (%1$s) f(%2$s, %3$s)
      cross join lateral (select f.grain, f.bucket union all select 'all', date '1970-01-01' where f.grain = 'year') g(grain, bucket)$q$,
    inventory_report_dated_facts_sql(source, rel, sign, with_lines),
    array_to_string(s.keys, ', '),
    array_to_string(s.measures, ', '),
    (SELECT string_agg(CASE WHEN k IN ('grain', 'bucket') THEN 'g.' || k ELSE 'f.' || k END, ', ' ORDER BY n) FROM unnest(s.keys) WITH ORDINALITY u(k, n)))
  FROM inventory_report_totals_shape(source) s
$body$;
--> statement-breakpoint
INSERT INTO stock_movement_totals (stock_item_id, location_id, kind, grain, bucket, movement_count, quantity, units_affected)
  SELECT stock_item_id, location_id, kind, 'all', date '1970-01-01', sum(movement_count), sum(quantity), sum(units_affected)
    FROM stock_movement_totals WHERE grain = 'year' GROUP BY stock_item_id, location_id, kind;
--> statement-breakpoint
INSERT INTO procurement_totals (vendor_id, grain, bucket, row_count, ordered_count, total_cost_kobo, received_cost_kobo)
  SELECT vendor_id, 'all', date '1970-01-01', sum(row_count), sum(ordered_count), sum(total_cost_kobo), sum(received_cost_kobo)
    FROM procurement_totals WHERE grain = 'year' GROUP BY vendor_id;
--> statement-breakpoint
-- Its trigger gives issuance_location_totals their all-time rows too.
INSERT INTO issuance_totals (location_id, stock_item_id, grain, bucket, issuance_count, quantity)
  SELECT location_id, stock_item_id, 'all', date '1970-01-01', sum(issuance_count), sum(quantity)
    FROM issuance_totals WHERE grain = 'year' GROUP BY location_id, stock_item_id;
--> statement-breakpoint
INSERT INTO maintenance_totals (stock_item_id, grain, bucket, request_count, completed_count, cost_kobo, turnaround_days, turnaround_count)
  SELECT stock_item_id, 'all', date '1970-01-01', sum(request_count), sum(completed_count), sum(cost_kobo), sum(turnaround_days), sum(turnaround_count)
    FROM maintenance_totals WHERE grain = 'year' GROUP BY stock_item_id;
