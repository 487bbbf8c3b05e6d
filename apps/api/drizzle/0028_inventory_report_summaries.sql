CREATE TABLE "issuance_totals" (
	"location_id" uuid NOT NULL,
	"stock_item_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"bucket" date NOT NULL,
	"issuance_count" bigint DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "issuance_totals_bucket" UNIQUE("grain","bucket","location_id","stock_item_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_totals" (
	"stock_item_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"bucket" date NOT NULL,
	"request_count" bigint DEFAULT 0 NOT NULL,
	"completed_count" bigint DEFAULT 0 NOT NULL,
	"cost_kobo" bigint DEFAULT 0 NOT NULL,
	"turnaround_days" numeric DEFAULT '0' NOT NULL,
	"turnaround_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "maintenance_totals_bucket" UNIQUE("grain","bucket","stock_item_id")
);
--> statement-breakpoint
CREATE TABLE "procurement_totals" (
	"vendor_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"bucket" date NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	"ordered_count" bigint DEFAULT 0 NOT NULL,
	"total_cost_kobo" bigint DEFAULT 0 NOT NULL,
	"received_cost_kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "procurement_totals_bucket" UNIQUE("grain","bucket","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "stock_movement_totals" (
	"stock_item_id" uuid NOT NULL,
	"location_id" uuid,
	"kind" text NOT NULL,
	"grain" text NOT NULL,
	"bucket" date NOT NULL,
	"movement_count" bigint DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"units_affected" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_movement_totals_bucket" UNIQUE NULLS NOT DISTINCT("stock_item_id","grain","bucket","location_id","kind")
);
--> statement-breakpoint
DROP INDEX "maintenance_requests_status_idx";--> statement-breakpoint
DROP INDEX "maintenance_requests_stock_item_id_idx";--> statement-breakpoint
CREATE INDEX "stock_movement_totals_kind_idx" ON "stock_movement_totals" USING btree ("stock_item_id","kind","grain","bucket");--> statement-breakpoint
CREATE INDEX "maintenance_requests_flagged_by_id_idx" ON "maintenance_requests" USING btree ("flagged_by_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_items_lower_name_idx" ON "stock_items" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "stock_movements_kind_idx" ON "stock_movements" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_status_idx" ON "maintenance_requests" USING btree ("status","created_at","id") WHERE "maintenance_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "maintenance_requests_stock_item_id_idx" ON "maintenance_requests" USING btree ("stock_item_id","created_at","id");--> statement-breakpoint

-- The inventory reports' kept totals, kept by the database so every writer keeps them (the stock ledger, the workflow
-- actions, soft deletes, the seed): statement triggers with transition tables on the source tables take the old rows
-- out and put the new rows in (one grouped upsert per statement, so bulk writes stay cheap), then drop the buckets
-- left with no rows. Each source row counts in its day, month, quarter and year (UTC). A procurement's received cost comes
-- from its lines: the lines' own trigger moves it as they are received, and a procurement about to be deleted takes
-- its lines' part out row by row, before the delete cascades to them.

-- Per totals table: its name, its key columns and its measures (the first counts the rows: a bucket at 0 is dropped).
CREATE FUNCTION inventory_report_totals_shape(source text, OUT tbl text, OUT keys text[], OUT measures text[]) LANGUAGE sql IMMUTABLE AS $body$
  SELECT v.t, v.k, v.m FROM (VALUES
    ('stock_movements', 'stock_movement_totals', array['stock_item_id', 'location_id', 'kind', 'grain', 'bucket'], array['movement_count', 'quantity', 'units_affected']),
    ('procurements', 'procurement_totals', array['vendor_id', 'grain', 'bucket'], array['row_count', 'ordered_count', 'total_cost_kobo', 'received_cost_kobo']),
    ('procurement_lines', 'procurement_totals', array['vendor_id', 'grain', 'bucket'], array['row_count', 'ordered_count', 'total_cost_kobo', 'received_cost_kobo']),
    ('issuances', 'issuance_totals', array['location_id', 'stock_item_id', 'grain', 'bucket'], array['issuance_count', 'quantity']),
    ('maintenance_requests', 'maintenance_totals', array['stock_item_id', 'grain', 'bucket'], array['request_count', 'completed_count', 'cost_kobo', 'turnaround_days', 'turnaround_count'])
  ) v(s, t, k, m) WHERE v.s = source
$body$;
--> statement-breakpoint
-- The totals of source rows `rel` (a transition table, or the source table itself for the backfill) times `sign`, as a
-- select of the totals table's keys then measures. `with_lines`: a procurement's part includes what its lines received.
CREATE FUNCTION inventory_report_facts_sql(source text, rel text, sign int, with_lines boolean DEFAULT true) RETURNS text LANGUAGE sql IMMUTABLE AS $body$
  SELECT format($q$select %3$s, %4$s from %1$s x
      cross join lateral (values ('day', (x.created_at at time zone 'UTC')::date), ('month', date_trunc('month', x.created_at at time zone 'UTC')::date),
        ('quarter', date_trunc('quarter', x.created_at at time zone 'UTC')::date), ('year', date_trunc('year', x.created_at at time zone 'UTC')::date)) b(grain, bucket)
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
-- Adds `facts` to the source's totals table (one row per bucket, summed).
CREATE FUNCTION inventory_report_upsert_sql(source text, facts text) RETURNS text LANGUAGE sql IMMUTABLE AS $body$
  SELECT format($q$insert into %1$s as t (%3$s, %4$s) select %3$s, %5$s from (%2$s) f(%3$s, %4$s) group by %3$s order by %3$s
      on conflict on constraint %1$s_bucket do update set %6$s$q$,
    s.tbl, facts, array_to_string(s.keys, ', '), array_to_string(s.measures, ', '),
    (SELECT string_agg(format('sum(%1$I)', m), ', ') FROM unnest(s.measures) m),
    (SELECT string_agg(format('%1$I = t.%1$I + excluded.%1$I', m), ', ') FROM unnest(s.measures) m))
  FROM inventory_report_totals_shape(source) s
$body$;
--> statement-breakpoint
-- Drops the buckets that `facts` touched and left with no rows.
CREATE FUNCTION inventory_report_prune_sql(source text, facts text) RETURNS text LANGUAGE sql IMMUTABLE AS $body$
  SELECT format($q$delete from %1$s t using (select distinct %3$s from (%2$s) f(%3$s, %4$s)) f where t.%5$I = 0 and %6$s$q$,
    s.tbl, facts, array_to_string(s.keys, ', '), array_to_string(s.measures, ', '), s.measures[1],
    (SELECT string_agg(format('t.%1$I is not distinct from f.%1$I', k), ' and ') FROM unnest(s.keys) k))
  FROM inventory_report_totals_shape(source) s
$body$;
--> statement-breakpoint
-- A source table's statement trigger (TG_ARGV[0]: the source table): old rows out, new rows in, emptied buckets gone.
-- A deleted procurement's lines were taken out before the delete (inventory_report_forget_procurement).
CREATE FUNCTION inventory_report_totals_track() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  parts text[] := '{}';
  facts text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN parts := parts || inventory_report_facts_sql(TG_ARGV[0], 'old_rows', -1, TG_OP = 'UPDATE'); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN parts := parts || inventory_report_facts_sql(TG_ARGV[0], 'new_rows', 1); END IF;
  facts := array_to_string(parts, ' union all ');
  EXECUTE inventory_report_upsert_sql(TG_ARGV[0], facts);
  IF TG_OP <> 'INSERT' THEN EXECUTE inventory_report_prune_sql(TG_ARGV[0], facts); END IF;
  RETURN NULL;
END
$body$;
--> statement-breakpoint
-- A procurement about to be deleted: what its lines received, while they still exist (the delete cascades to them,
-- and their own trigger then finds no procurement to count them in).
CREATE FUNCTION inventory_report_forget_procurement() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  EXECUTE inventory_report_upsert_sql('procurement_lines', inventory_report_facts_sql('procurement_lines', '(select * from procurement_lines where procurement_id = $1)', -1)) USING OLD.id;
  RETURN OLD;
END
$body$;
--> statement-breakpoint
CREATE TRIGGER stock_movements_report_totals_insert AFTER INSERT ON stock_movements REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_report_totals_track('stock_movements');--> statement-breakpoint
CREATE TRIGGER stock_movements_report_totals_update AFTER UPDATE ON stock_movements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_report_totals_track('stock_movements');--> statement-breakpoint
CREATE TRIGGER stock_movements_report_totals_delete AFTER DELETE ON stock_movements REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_report_totals_track('stock_movements');--> statement-breakpoint
CREATE TRIGGER procurements_report_totals_insert AFTER INSERT ON procurements REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_report_totals_track('procurements');--> statement-breakpoint
CREATE TRIGGER procurements_report_totals_update AFTER UPDATE ON procurements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_report_totals_track('procurements');--> statement-breakpoint
CREATE TRIGGER procurements_report_totals_delete AFTER DELETE ON procurements REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_report_totals_track('procurements');--> statement-breakpoint
CREATE TRIGGER procurements_report_totals_forget BEFORE DELETE ON procurements FOR EACH ROW WHEN (OLD.deleted_at IS NULL) EXECUTE FUNCTION inventory_report_forget_procurement();--> statement-breakpoint
CREATE TRIGGER procurement_lines_report_totals_insert AFTER INSERT ON procurement_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_report_totals_track('procurement_lines');--> statement-breakpoint
CREATE TRIGGER procurement_lines_report_totals_update AFTER UPDATE ON procurement_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_report_totals_track('procurement_lines');--> statement-breakpoint
CREATE TRIGGER procurement_lines_report_totals_delete AFTER DELETE ON procurement_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_report_totals_track('procurement_lines');--> statement-breakpoint
CREATE TRIGGER issuances_report_totals_insert AFTER INSERT ON issuances REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_report_totals_track('issuances');--> statement-breakpoint
CREATE TRIGGER issuances_report_totals_update AFTER UPDATE ON issuances REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_report_totals_track('issuances');--> statement-breakpoint
CREATE TRIGGER issuances_report_totals_delete AFTER DELETE ON issuances REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_report_totals_track('issuances');--> statement-breakpoint
CREATE TRIGGER maintenance_requests_report_totals_insert AFTER INSERT ON maintenance_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_report_totals_track('maintenance_requests');--> statement-breakpoint
CREATE TRIGGER maintenance_requests_report_totals_update AFTER UPDATE ON maintenance_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_report_totals_track('maintenance_requests');--> statement-breakpoint
CREATE TRIGGER maintenance_requests_report_totals_delete AFTER DELETE ON maintenance_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_report_totals_track('maintenance_requests');--> statement-breakpoint
-- The rows written before this migration.
DO $body$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY array['stock_movements', 'procurements', 'issuances', 'maintenance_requests'] LOOP
    EXECUTE inventory_report_upsert_sql(source, inventory_report_facts_sql(source, source, 1));
  END LOOP;
END
$body$;
