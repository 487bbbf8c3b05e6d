CREATE TABLE "issuance_location_totals" (
	"location_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"bucket" date NOT NULL,
	"issuance_count" bigint DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"items" bit varying DEFAULT B'' NOT NULL,
	CONSTRAINT "issuance_location_totals_bucket" UNIQUE("grain","bucket","location_id")
);
--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "report_ordinal" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "stock_items_report_ordinal_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 2147483647 START WITH 0 CACHE 1);--> statement-breakpoint
-- The issuance totals by location, kept from issuance_totals by statement triggers on it, so they follow whatever
-- keeps those (inventory_report_totals_track): a pair's bucket inserted adds its counts and sets its item's bit, one
-- updated moves the counts, one deleted (pruned at zero) takes its counts out and clears the bit. `items` is a set of
-- stock items as bits (bit n, from the left, is the item whose report_ordinal is n), as long as its highest item needs.

-- The union of two item sets of any lengths.
CREATE FUNCTION item_set_union(a varbit, b varbit) RETURNS varbit LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $body$
  SELECT CASE WHEN a IS NULL THEN b WHEN b IS NULL THEN a
    ELSE (a || repeat('0', greatest(length(b) - length(a), 0))::varbit) | (b || repeat('0', greatest(length(a) - length(b), 0))::varbit) END
$body$;
--> statement-breakpoint
CREATE AGGREGATE item_set_union_of(varbit) (SFUNC = item_set_union, STYPE = varbit);
--> statement-breakpoint
-- `a` without the items of `b`.
CREATE FUNCTION item_set_without(a varbit, b varbit) RETURNS varbit LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $body$
  SELECT a & ~substring(b || repeat('0', greatest(length(a) - length(b), 0))::varbit FROM 1 FOR length(a))
$body$;
--> statement-breakpoint
-- The rows of issuance_totals `rel` by location and bucket: their counts times `sign`, and the set of their items.
CREATE FUNCTION issuance_location_facts_sql(rel text, sign int) RETURNS text LANGUAGE sql IMMUTABLE AS $body$
  SELECT format($q$select location_id, grain, bucket, %2$s * sum(issuance_count), %2$s * sum(quantity), bit_or(set_bit(repeat('0', width)::varbit, ordinal, 1))
      from (select r.location_id, r.grain, r.bucket, r.issuance_count, r.quantity, s.report_ordinal as ordinal,
                   max(s.report_ordinal) over (partition by r.location_id, r.grain, r.bucket) + 1 as width
              from %1$s r join stock_items s on s.id = r.stock_item_id) x
     group by location_id, grain, bucket$q$, rel, sign)
$body$;
--> statement-breakpoint
CREATE FUNCTION issuance_location_totals_track() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format($q$insert into issuance_location_totals as t (location_id, grain, bucket, issuance_count, quantity, items) %s
        on conflict on constraint issuance_location_totals_bucket do update set issuance_count = t.issuance_count + excluded.issuance_count,
          quantity = t.quantity + excluded.quantity, items = item_set_union(t.items, excluded.items)$q$, issuance_location_facts_sql('new_rows', 1));
  ELSIF TG_OP = 'UPDATE' THEN
    -- The kept totals' upserts change a bucket's counts only, never its keys, so the item sets stay.
    UPDATE issuance_location_totals t SET issuance_count = t.issuance_count + f.issuance_count, quantity = t.quantity + f.quantity
      FROM (SELECT location_id, grain, bucket, sum(issuance_count) AS issuance_count, sum(quantity) AS quantity
              FROM (SELECT location_id, grain, bucket, issuance_count, quantity FROM new_rows
                    UNION ALL SELECT location_id, grain, bucket, -issuance_count, -quantity FROM old_rows) u
             GROUP BY location_id, grain, bucket) f
     WHERE t.location_id = f.location_id AND t.grain = f.grain AND t.bucket = f.bucket;
  ELSE
    EXECUTE format($q$update issuance_location_totals t set issuance_count = t.issuance_count + f.issuance_count, quantity = t.quantity + f.quantity,
          items = item_set_without(t.items, f.items)
        from (%s) f(location_id, grain, bucket, issuance_count, quantity, items)
       where t.location_id = f.location_id and t.grain = f.grain and t.bucket = f.bucket$q$, issuance_location_facts_sql('old_rows', -1));
    DELETE FROM issuance_location_totals t USING (SELECT DISTINCT location_id, grain, bucket FROM old_rows) f
     WHERE t.location_id = f.location_id AND t.grain = f.grain AND t.bucket = f.bucket AND bit_count(t.items) = 0;
  END IF;
  RETURN NULL;
END
$body$;
--> statement-breakpoint
CREATE TRIGGER issuance_totals_by_location_insert AFTER INSERT ON issuance_totals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION issuance_location_totals_track();--> statement-breakpoint
CREATE TRIGGER issuance_totals_by_location_update AFTER UPDATE ON issuance_totals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION issuance_location_totals_track();--> statement-breakpoint
CREATE TRIGGER issuance_totals_by_location_delete AFTER DELETE ON issuance_totals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION issuance_location_totals_track();--> statement-breakpoint
-- The totals kept before this migration.
DO $body$
BEGIN
  EXECUTE 'insert into issuance_location_totals (location_id, grain, bucket, issuance_count, quantity, items) ' || issuance_location_facts_sql('issuance_totals', 1);
END
$body$;
