-- What the payroll lists read instead of computing per request, kept by the database so every writer keeps them (the
-- calculation, payments, deletes, a staff member's cascade, the benchmark's generator):
-- - payslips.staff_full_name, the person's name as it is now: set whenever a slip is written for someone, and
--   rewritten on all of a person's slips when their first or last name changes (the list orders by it);
-- - pay_runs' slip counts and money totals: one grouped update per statement from the slips it inserted, changed or
--   deleted (transition tables), so a calculation of 100,000 slips moves its run's totals once.

CREATE FUNCTION payslips_staff_name() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  NEW.staff_full_name := (SELECT s.first_name || ' ' || s.last_name FROM staff s WHERE s.id = NEW.staff_id);
  RETURN NEW;
END
$body$;--> statement-breakpoint

CREATE TRIGGER payslips_staff_name BEFORE INSERT OR UPDATE OF staff_id ON payslips FOR EACH ROW EXECUTE FUNCTION payslips_staff_name();--> statement-breakpoint

CREATE FUNCTION staff_payslips_renamed() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  UPDATE payslips SET staff_full_name = NEW.first_name || ' ' || NEW.last_name WHERE staff_id = NEW.id;
  RETURN NULL;
END
$body$;--> statement-breakpoint

CREATE TRIGGER staff_payslips_renamed AFTER UPDATE OF first_name, last_name ON staff FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION staff_payslips_renamed();--> statement-breakpoint

-- The slips' contribution to their runs' totals: each slip in new_rows counted in, each in old_rows counted out. Runs
-- whose totals do not move (a slip's mail status changed) are left alone.
CREATE FUNCTION pay_run_totals_track() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'select 1 as sign, * from new_rows'
    WHEN 'DELETE' THEN 'select -1 as sign, * from old_rows'
    ELSE 'select 1 as sign, * from new_rows union all select -1 as sign, * from old_rows' END;
BEGIN
  EXECUTE format($q$
    update pay_runs r set slip_count = r.slip_count + d.slips, paid_slip_count = r.paid_slip_count + d.paid,
           gross_kobo = r.gross_kobo + d.gross, tax_kobo = r.tax_kobo + d.tax, deductions_kobo = r.deductions_kobo + d.deductions,
           net_kobo = r.net_kobo + d.net
      from (select pay_run_id, sum(sign)::int as slips, coalesce(sum(sign) filter (where status = 'PAID'), 0)::int as paid,
                   sum(sign * gross_kobo)::bigint as gross, sum(sign * tax_kobo)::bigint as tax,
                   sum(sign * deductions_kobo)::bigint as deductions, sum(sign * net_kobo)::bigint as net
              from (%s) c group by pay_run_id) d
     where r.id = d.pay_run_id and (d.slips, d.paid, d.gross, d.tax, d.deductions, d.net) is distinct from (0, 0, 0::bigint, 0::bigint, 0::bigint, 0::bigint)$q$, changes);
  RETURN NULL;
END
$body$;--> statement-breakpoint

CREATE TRIGGER payslips_pay_run_totals_insert AFTER INSERT ON payslips REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pay_run_totals_track();--> statement-breakpoint
CREATE TRIGGER payslips_pay_run_totals_update AFTER UPDATE ON payslips REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pay_run_totals_track();--> statement-breakpoint
CREATE TRIGGER payslips_pay_run_totals_delete AFTER DELETE ON payslips REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pay_run_totals_track();
