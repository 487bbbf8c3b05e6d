-- Counts kept by the database instead of counted on every list request: each department, job title and location
-- keeps how many staff rows point at it, and each review cycle how many reviews it has (not deleted). With 100,000
-- staff, the small lists counted thousands of staff for every row of every page.
-- Inserts and deletes are counted once per statement from the transition table (a staff import of thousands of
-- rows makes one update per department); a change of the pointing column (or a review's soft delete) moves one
-- from the old parent to the new, row by row, and only when that column actually changed.
ALTER TABLE "locations" ADD COLUMN "staff_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "staff_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_titles" ADD COLUMN "staff_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "performance_cycles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Statement trigger. TG_ARGV: parent table, its count column, the child's pointing column, and optionally the
-- child's soft-delete column (rows with it set are not counted).
CREATE FUNCTION kept_count_track() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  rows_name text := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' ELSE 'old_rows' END;
  sign int := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
  live text := CASE WHEN TG_NARGS > 3 THEN format('%I is null', TG_ARGV[3]) ELSE 'true' END;
BEGIN
  EXECUTE format(
    'update %1$I p set %2$I = p.%2$I + %5$s * d.n from (select %3$I as id, count(*)::int as n from %4$I where %3$I is not null and %6$s group by 1 order by 1) d where p.id = d.id',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2], rows_name, sign, live);
  RETURN NULL;
END
$body$;
--> statement-breakpoint
-- Row trigger on UPDATE OF the pointing (and soft-delete) column, fired only WHEN it changed: one less for the old
-- parent, one more for the new. Same arguments as kept_count_track.
CREATE FUNCTION kept_count_move() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  was uuid := (to_jsonb(OLD) ->> TG_ARGV[2])::uuid;
  is_now uuid := (to_jsonb(NEW) ->> TG_ARGV[2])::uuid;
BEGIN
  IF TG_NARGS > 3 THEN
    IF to_jsonb(OLD) ->> TG_ARGV[3] IS NOT NULL THEN was := NULL; END IF;
    IF to_jsonb(NEW) ->> TG_ARGV[3] IS NOT NULL THEN is_now := NULL; END IF;
  END IF;
  IF was IS DISTINCT FROM is_now THEN
    EXECUTE format('update %1$I set %2$I = %2$I + (case when id = $2 then 1 else 0 end) - (case when id = $1 then 1 else 0 end) where id in ($1, $2)', TG_ARGV[0], TG_ARGV[1])
      USING was, is_now;
  END IF;
  RETURN NULL;
END
$body$;
--> statement-breakpoint
-- A child table emptied by TRUNCATE (which fires no delete trigger): its parents count nothing. TG_ARGV: parent
-- table, its count column.
CREATE FUNCTION kept_count_reset() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  EXECUTE format('update %1$I set %2$I = 0 where %2$I <> 0', TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END
$body$;
--> statement-breakpoint
CREATE TRIGGER staff_department_count_insert AFTER INSERT ON staff REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_count_track('departments', 'staff_count', 'department_id');--> statement-breakpoint
CREATE TRIGGER staff_department_count_delete AFTER DELETE ON staff REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_count_track('departments', 'staff_count', 'department_id');--> statement-breakpoint
CREATE TRIGGER staff_department_count_move AFTER UPDATE OF department_id ON staff
  FOR EACH ROW WHEN (OLD.department_id IS DISTINCT FROM NEW.department_id) EXECUTE FUNCTION kept_count_move('departments', 'staff_count', 'department_id');--> statement-breakpoint
CREATE TRIGGER staff_job_title_count_insert AFTER INSERT ON staff REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_count_track('job_titles', 'staff_count', 'job_title_id');--> statement-breakpoint
CREATE TRIGGER staff_job_title_count_delete AFTER DELETE ON staff REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_count_track('job_titles', 'staff_count', 'job_title_id');--> statement-breakpoint
CREATE TRIGGER staff_job_title_count_move AFTER UPDATE OF job_title_id ON staff
  FOR EACH ROW WHEN (OLD.job_title_id IS DISTINCT FROM NEW.job_title_id) EXECUTE FUNCTION kept_count_move('job_titles', 'staff_count', 'job_title_id');--> statement-breakpoint
CREATE TRIGGER staff_location_count_insert AFTER INSERT ON staff REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_count_track('locations', 'staff_count', 'location_id');--> statement-breakpoint
CREATE TRIGGER staff_location_count_delete AFTER DELETE ON staff REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_count_track('locations', 'staff_count', 'location_id');--> statement-breakpoint
CREATE TRIGGER staff_location_count_move AFTER UPDATE OF location_id ON staff
  FOR EACH ROW WHEN (OLD.location_id IS DISTINCT FROM NEW.location_id) EXECUTE FUNCTION kept_count_move('locations', 'staff_count', 'location_id');--> statement-breakpoint
CREATE TRIGGER performance_reviews_cycle_count_insert AFTER INSERT ON performance_reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_count_track('performance_cycles', 'review_count', 'cycle_id', 'deleted_at');--> statement-breakpoint
CREATE TRIGGER performance_reviews_cycle_count_delete AFTER DELETE ON performance_reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_count_track('performance_cycles', 'review_count', 'cycle_id', 'deleted_at');--> statement-breakpoint
CREATE TRIGGER performance_reviews_cycle_count_move AFTER UPDATE OF cycle_id, deleted_at ON performance_reviews
  FOR EACH ROW WHEN (OLD.cycle_id IS DISTINCT FROM NEW.cycle_id OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION kept_count_move('performance_cycles', 'review_count', 'cycle_id', 'deleted_at');--> statement-breakpoint
CREATE TRIGGER staff_counts_truncate_departments AFTER TRUNCATE ON staff FOR EACH STATEMENT EXECUTE FUNCTION kept_count_reset('departments', 'staff_count');--> statement-breakpoint
CREATE TRIGGER staff_counts_truncate_job_titles AFTER TRUNCATE ON staff FOR EACH STATEMENT EXECUTE FUNCTION kept_count_reset('job_titles', 'staff_count');--> statement-breakpoint
CREATE TRIGGER staff_counts_truncate_locations AFTER TRUNCATE ON staff FOR EACH STATEMENT EXECUTE FUNCTION kept_count_reset('locations', 'staff_count');--> statement-breakpoint
CREATE TRIGGER performance_reviews_counts_truncate AFTER TRUNCATE ON performance_reviews FOR EACH STATEMENT EXECUTE FUNCTION kept_count_reset('performance_cycles', 'review_count');--> statement-breakpoint
-- What is there already.
UPDATE departments d SET staff_count = x.n FROM (SELECT department_id AS id, count(*)::int AS n FROM staff WHERE department_id IS NOT NULL GROUP BY 1) x WHERE d.id = x.id;--> statement-breakpoint
UPDATE job_titles j SET staff_count = x.n FROM (SELECT job_title_id AS id, count(*)::int AS n FROM staff WHERE job_title_id IS NOT NULL GROUP BY 1) x WHERE j.id = x.id;--> statement-breakpoint
UPDATE locations l SET staff_count = x.n FROM (SELECT location_id AS id, count(*)::int AS n FROM staff WHERE location_id IS NOT NULL GROUP BY 1) x WHERE l.id = x.id;--> statement-breakpoint
UPDATE performance_cycles c SET review_count = x.n FROM (SELECT cycle_id AS id, count(*)::int AS n FROM performance_reviews WHERE deleted_at IS NULL GROUP BY 1) x WHERE c.id = x.id;
