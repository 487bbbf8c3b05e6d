-- The reports' pre-totalled months (report_month_totals), kept by the database so every writer keeps them: statement
-- triggers with transition tables on the four source tables add the new rows and take away the old ones (one grouped
-- upsert per statement, so bulk writes stay cheap), loan installments move their loan's repaid sum, and a change of a
-- staff member's department or location moves all their rows to the new buckets (the reports show today's
-- department and location). Deletes that cascade (a staff member, a loan) are taken away row by row before the
-- delete, while the rows they reach still exist.

-- The totals of one report's source rows `rel` joined to the staff relation `people` (id, department_id,
-- location_id), times `sign`, as a select of (report, month, department_id, location_id, status, kind, rows, days,
-- requested, amount, repaid). A loan also counts its unpaid installments by due month (report 'loan_unpaid', the
-- due month as kind), so overdue installments are whole months of totals plus the current month. The licence report's source rows are staff rows themselves (`people` unused), by
-- expiry month and stored verification, and again by expiry day (report 'licence_day', the day in `month`) for the
-- months around an as-of date.
CREATE FUNCTION report_facts_sql(report text, rel text, people text, sign int) RETURNS text LANGUAGE sql IMMUTABLE AS $body$
  SELECT CASE report
    WHEN 'leave' THEN format($q$select 'leave'::text, date_trunc('month', x.start_date)::date, s.department_id, s.location_id, x.status::text, ''::text,
        %3$s * count(*), (%3$s * sum(x.days))::numeric, 0::numeric, 0::numeric, 0::numeric
      from %1$s x join %2$s s on s.id = x.staff_id where x.deleted_at is null group by 1, 2, 3, 4, 5, 6$q$, rel, people, sign)
    WHEN 'loan' THEN format($q$select 'loan'::text, date_trunc('month', x.created_at at time zone 'UTC')::date, s.department_id, s.location_id, x.status::text, ''::text,
        %3$s * count(*), 0::numeric, %3$s * sum(x.amount_requested)::numeric, %3$s * coalesce(sum(x.amount), 0)::numeric,
        %3$s * coalesce(sum((select sum(r.amount) from loan_repayments r where r.loan_request_id = x.id and r.paid_at is not null)), 0)::numeric
      from %1$s x join %2$s s on s.id = x.staff_id where x.deleted_at is null group by 1, 2, 3, 4, 5, 6
      union all
      select 'loan_unpaid'::text, date_trunc('month', x.created_at at time zone 'UTC')::date, s.department_id, s.location_id, x.status::text, to_char(r.due_date, 'YYYY-MM'),
        %3$s * count(*), 0::numeric, 0::numeric, 0::numeric, 0::numeric
      from %1$s x join %2$s s on s.id = x.staff_id join loan_repayments r on r.loan_request_id = x.id
      where x.deleted_at is null and r.paid_at is null group by 1, 2, 3, 4, 5, 6$q$, rel, people, sign)
    WHEN 'loan_repayment' THEN format($q$select 'loan'::text, date_trunc('month', x.created_at at time zone 'UTC')::date, s.department_id, s.location_id, x.status::text, ''::text,
        0::bigint, 0::numeric, 0::numeric, 0::numeric, %3$s * sum(r.amount)::numeric
      from %1$s r join loan_requests x on x.id = r.loan_request_id join %2$s s on s.id = x.staff_id
      where x.deleted_at is null and r.paid_at is not null group by 1, 2, 3, 4, 5, 6
      union all
      select 'loan_unpaid'::text, date_trunc('month', x.created_at at time zone 'UTC')::date, s.department_id, s.location_id, x.status::text, to_char(r.due_date, 'YYYY-MM'),
        %3$s * count(*), 0::numeric, 0::numeric, 0::numeric, 0::numeric
      from %1$s r join loan_requests x on x.id = r.loan_request_id join %2$s s on s.id = x.staff_id
      where x.deleted_at is null and r.paid_at is null group by 1, 2, 3, 4, 5, 6$q$, rel, people, sign)
    WHEN 'medical' THEN format($q$select 'medical'::text, date_trunc('month', x.created_at at time zone 'UTC')::date, s.department_id, s.location_id, x.status::text, ''::text,
        %3$s * count(*), 0::numeric, %3$s * sum(x.amount)::numeric, 0::numeric, 0::numeric
      from %1$s x join %2$s s on s.id = x.staff_id where x.deleted_at is null group by 1, 2, 3, 4, 5, 6$q$, rel, people, sign)
    WHEN 'licence' THEN format($q$select 'licence'::text, date_trunc('month', x.driver_licence_expiry)::date, x.department_id, x.location_id,
        (case when x.driver_licence_status = 'VERIFIED' then 'VERIFIED' else 'UNVERIFIED' end)::text, ''::text,
        %2$s * count(*), 0::numeric, 0::numeric, 0::numeric, 0::numeric
      from %1$s x where x.driver_licence_number is not null and x.driver_licence_expiry is not null group by 1, 2, 3, 4, 5, 6
      union all
      select 'licence_day'::text, x.driver_licence_expiry, x.department_id, x.location_id,
        (case when x.driver_licence_status = 'VERIFIED' then 'VERIFIED' else 'UNVERIFIED' end)::text, ''::text,
        %2$s * count(*), 0::numeric, 0::numeric, 0::numeric, 0::numeric
      from %1$s x where x.driver_licence_number is not null and x.driver_licence_expiry is not null group by 1, 2, 3, 4, 5, 6$q$, rel, sign)
    WHEN 'penalty' THEN format($q$select 'penalty'::text, date_trunc('month', x.date)::date, s.department_id, s.location_id,
        (case when x.pay_run_id is null then 'PENDING' else 'DEDUCTED' end)::text, (case when x.appraisal_id is null then 'DIRECT' else 'APPRAISAL' end)::text,
        %3$s * count(*), 0::numeric, 0::numeric, %3$s * sum(x.amount_kobo)::numeric, 0::numeric
      from %1$s x join %2$s s on s.id = x.staff_id group by 1, 2, 3, 4, 5, 6$q$, rel, people, sign)
  END
$body$;
--> statement-breakpoint
-- Adds the facts (one or more selects joined by union all) into the totals, one upsert per bucket.
CREATE FUNCTION report_totals_upsert_sql(facts text) RETURNS text LANGUAGE sql IMMUTABLE AS $body$
  SELECT format($q$insert into report_month_totals as t (report, month, department_id, location_id, status, kind, rows, days, requested, amount, repaid)
    select report, month, department_id, location_id, status, kind, sum(rows), sum(days), sum(requested), sum(amount), sum(repaid)
      from (%s) f(report, month, department_id, location_id, status, kind, rows, days, requested, amount, repaid)
     group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6
    on conflict on constraint report_month_totals_bucket do update
      set rows = t.rows + excluded.rows, days = t.days + excluded.days, requested = t.requested + excluded.requested,
          amount = t.amount + excluded.amount, repaid = t.repaid + excluded.repaid$q$, facts)
$body$;
--> statement-breakpoint
-- A source table's statement trigger (TG_ARGV[0]: the report): old rows out, new rows in.
CREATE FUNCTION report_totals_track() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  parts text[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN parts := parts || report_facts_sql(TG_ARGV[0], 'old_rows', 'staff', -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN parts := parts || report_facts_sql(TG_ARGV[0], 'new_rows', 'staff', 1); END IF;
  EXECUTE report_totals_upsert_sql(array_to_string(parts, ' union all '));
  RETURN NULL;
END
$body$;
--> statement-breakpoint
-- A loan about to be deleted: its whole part (its paid installments included, which the delete cascades away).
CREATE FUNCTION report_totals_forget_loan() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  EXECUTE report_totals_upsert_sql(report_facts_sql('loan', '(select ($1).*)', 'staff', -1)) USING OLD;
  RETURN OLD;
END
$body$;
--> statement-breakpoint
-- A staff member about to be deleted: every row of theirs leaves (the delete cascades to them).
CREATE FUNCTION report_totals_forget_staff() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  person text := '(select ($1).id as id, ($1).department_id as department_id, ($1).location_id as location_id)';
BEGIN
  EXECUTE report_totals_upsert_sql(concat_ws(' union all ',
    report_facts_sql('leave', 'leave_requests', person, -1), report_facts_sql('loan', 'loan_requests', person, -1),
    report_facts_sql('medical', 'medical_assistance_requests', person, -1), report_facts_sql('penalty', 'performance_penalties', person, -1),
    report_facts_sql('licence', '(select ($1).*)', '', -1))) USING OLD;
  RETURN OLD;
END
$body$;
--> statement-breakpoint
-- Staff whose department or location changed: their rows move from the old buckets to the new ones. Staff whose
-- licence (number, expiry, verification) or place changed: their licence moves.
CREATE FUNCTION report_totals_restaff() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  moved text := 'from old_rows o join new_rows n on n.id = o.id where o.department_id is distinct from n.department_id or o.location_id is distinct from n.location_id';
  before text := format('(select o.id, o.department_id, o.location_id %s)', moved);
  after text := format('(select n.id, n.department_id, n.location_id %s)', moved);
  licence_changed text := 'from old_rows o join new_rows n on n.id = o.id
    where (o.driver_licence_number is null, o.driver_licence_expiry, o.driver_licence_status, o.department_id, o.location_id)
      is distinct from (n.driver_licence_number is null, n.driver_licence_expiry, n.driver_licence_status, n.department_id, n.location_id)';
  facts text[] := '{}';
  source record;
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE (o.driver_licence_number IS NULL, o.driver_licence_expiry, o.driver_licence_status, o.department_id, o.location_id)
                    IS DISTINCT FROM (n.driver_licence_number IS NULL, n.driver_licence_expiry, n.driver_licence_status, n.department_id, n.location_id)) THEN
    EXECUTE report_totals_upsert_sql(report_facts_sql('licence', format('(select o.* %s)', licence_changed), '', -1)
      || ' union all ' || report_facts_sql('licence', format('(select n.* %s)', licence_changed), '', 1));
  END IF;
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
                  WHERE o.department_id IS DISTINCT FROM n.department_id OR o.location_id IS DISTINCT FROM n.location_id) THEN
    RETURN NULL;
  END IF;
  FOR source IN SELECT * FROM (VALUES ('leave', 'leave_requests'), ('loan', 'loan_requests'), ('medical', 'medical_assistance_requests'),
                                      ('penalty', 'performance_penalties')) v(report, rel) LOOP
    facts := facts || report_facts_sql(source.report, source.rel, before, -1) || report_facts_sql(source.report, source.rel, after, 1);
  END LOOP;
  EXECUTE report_totals_upsert_sql(array_to_string(facts, ' union all '));
  RETURN NULL;
END
$body$;
--> statement-breakpoint
CREATE TRIGGER leave_requests_report_totals_insert AFTER INSERT ON leave_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_track('leave');
--> statement-breakpoint
CREATE TRIGGER leave_requests_report_totals_update AFTER UPDATE ON leave_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_track('leave');
--> statement-breakpoint
CREATE TRIGGER leave_requests_report_totals_delete AFTER DELETE ON leave_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_track('leave');
--> statement-breakpoint
CREATE TRIGGER medical_assistance_requests_report_totals_insert AFTER INSERT ON medical_assistance_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_track('medical');
--> statement-breakpoint
CREATE TRIGGER medical_assistance_requests_report_totals_update AFTER UPDATE ON medical_assistance_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_track('medical');
--> statement-breakpoint
CREATE TRIGGER medical_assistance_requests_report_totals_delete AFTER DELETE ON medical_assistance_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_track('medical');
--> statement-breakpoint
CREATE TRIGGER performance_penalties_report_totals_insert AFTER INSERT ON performance_penalties REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_track('penalty');
--> statement-breakpoint
CREATE TRIGGER performance_penalties_report_totals_update AFTER UPDATE ON performance_penalties REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_track('penalty');
--> statement-breakpoint
CREATE TRIGGER performance_penalties_report_totals_delete AFTER DELETE ON performance_penalties REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_track('penalty');
--> statement-breakpoint
CREATE TRIGGER loan_requests_report_totals_insert AFTER INSERT ON loan_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_track('loan');
--> statement-breakpoint
CREATE TRIGGER loan_requests_report_totals_update AFTER UPDATE ON loan_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_track('loan');
--> statement-breakpoint
CREATE TRIGGER loan_requests_report_totals_delete BEFORE DELETE ON loan_requests FOR EACH ROW EXECUTE FUNCTION report_totals_forget_loan();
--> statement-breakpoint
CREATE TRIGGER loan_repayments_report_totals_insert AFTER INSERT ON loan_repayments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_track('loan_repayment');
--> statement-breakpoint
CREATE TRIGGER loan_repayments_report_totals_update AFTER UPDATE ON loan_repayments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_track('loan_repayment');
--> statement-breakpoint
CREATE TRIGGER loan_repayments_report_totals_delete AFTER DELETE ON loan_repayments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_track('loan_repayment');
--> statement-breakpoint
CREATE TRIGGER staff_report_totals_insert AFTER INSERT ON staff REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_track('licence');
--> statement-breakpoint
CREATE TRIGGER staff_report_totals_update AFTER UPDATE ON staff REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_restaff();
--> statement-breakpoint
CREATE TRIGGER staff_report_totals_delete BEFORE DELETE ON staff FOR EACH ROW EXECUTE FUNCTION report_totals_forget_staff();
--> statement-breakpoint
-- What the reports read from the source rows alongside the totals: approved leave not yet over and started by a day
-- (away today and this week, this month's shown status), and unpaid installments (overdue).
CREATE INDEX leave_requests_approved_end_date_idx ON leave_requests (end_date, start_date) WHERE status = 'APPROVED' AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX loan_repayments_unpaid_due_date_idx ON loan_repayments (due_date) WHERE paid_at IS NULL;
--> statement-breakpoint
-- The rows already there.
DO $body$
BEGIN
  EXECUTE report_totals_upsert_sql(concat_ws(' union all ',
    report_facts_sql('leave', 'leave_requests', 'staff', 1), report_facts_sql('loan', 'loan_requests', 'staff', 1),
    report_facts_sql('medical', 'medical_assistance_requests', 'staff', 1), report_facts_sql('penalty', 'performance_penalties', 'staff', 1),
    report_facts_sql('licence', 'staff', '', 1)));
END
$body$;
