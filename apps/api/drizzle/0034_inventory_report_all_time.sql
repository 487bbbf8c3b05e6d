-- The inventory reports' kept totals gain a bucket for all time (grain `all`, bucket 1970-01-01): a report with no
-- period, which is how each one opens, sums one row per key instead of one per year. Each source row now also counts
-- in its key's `all` bucket, and the rows written before this migration are counted there from their years.
CREATE OR REPLACE FUNCTION inventory_report_facts_sql(source text, rel text, sign int, with_lines boolean DEFAULT true) RETURNS text LANGUAGE sql IMMUTABLE AS $body$
  SELECT format($q$select %3$s, %4$s from %1$s x
      cross join lateral (values ('day', (x.created_at at time zone 'UTC')::date), ('month', date_trunc('month', x.created_at at time zone 'UTC')::date),
        ('quarter', date_trunc('quarter', x.created_at at time zone 'UTC')::date), ('year', date_trunc('year', x.created_at at time zone 'UTC')::date),
        ('all', date '1970-01-01')) b(grain, bucket)
      where %5$s group by %6$s$q$,
    CASE source
      -- A line counts where its procurement does (not deleted, by vendor and day of creation).
      WHEN 'procurement_lines' THEN format('(select l.received_quantity, l.unit_cost_kobo, p.vendor_id, p.created_at, p.deleted_at from %s l join procurements p on p.id = l.procurement_id)', rel)
      ELSE rel END,
    sign,
    CASE source
      WHEN 'stock_movements' THEN 'x.stock_item_id, x.location_id, x.kind::text, b.grain, b.bucket'
      WHEN 'issuances' THEN 'x.location_id, x.stock_item_id, b.grain, b.bucket'
      WHEN 'maintenance_requests' THEN 'x.stock_item_id, b.grain, b.bucket'
      ELSE 'x.vendor_id, b.grain, b.bucket' END,
    CASE source
      WHEN 'stock_movements' THEN format('%1$s * count(*), %1$s * sum(x.quantity), %1$s * sum(x.units_affected)', sign)
      WHEN 'procurements' THEN format($m$%1$s * count(*), %1$s * count(*) filter (where x.status <> 'PENDING'),
          %1$s * coalesce(sum(x.total_cost_kobo) filter (where x.status <> 'PENDING'), 0), %2$s$m$, sign,
          CASE WHEN with_lines THEN format('%s * coalesce(sum((select sum(pl.received_quantity::bigint * pl.unit_cost_kobo) from procurement_lines pl where pl.procurement_id = x.id)), 0)', sign) ELSE '0' END)
      WHEN 'procurement_lines' THEN format('0, 0, 0, %s * sum(x.received_quantity::bigint * x.unit_cost_kobo)', sign)
      WHEN 'issuances' THEN format('%1$s * count(*), %1$s * sum(x.quantity)', sign)
      WHEN 'maintenance_requests' THEN format($m$%1$s * count(*), %1$s * count(*) filter (where x.status = 'COMPLETED'), %1$s * coalesce(sum(x.cost_kobo), 0),
          %1$s * coalesce(sum(extract(epoch from (x.completed_at - x.sent_at)) / 86400) filter (where x.status = 'COMPLETED'), 0),
          %1$s * count(extract(epoch from (x.completed_at - x.sent_at))) filter (where x.status = 'COMPLETED')$m$, sign)
    END,
    CASE source
      WHEN 'stock_movements' THEN 'true'
      WHEN 'issuances' THEN 'x.deleted_at is null and x.location_id is not null'
      ELSE 'x.deleted_at is null' END,
    CASE source WHEN 'stock_movements' THEN '1, 2, 3, 4, 5' WHEN 'issuances' THEN '1, 2, 3, 4' ELSE '1, 2, 3' END)
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
