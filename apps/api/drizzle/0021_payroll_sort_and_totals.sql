ALTER TABLE "pay_runs" ADD COLUMN "slip_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD COLUMN "paid_slip_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD COLUMN "gross_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD COLUMN "tax_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD COLUMN "deductions_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD COLUMN "net_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payslips" ADD COLUMN "staff_full_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The kept values for the rows already there (before the indexes, so a million slips are not indexed twice); the
-- triggers of 0022 keep them from here on.
UPDATE "payslips" p SET "staff_full_name" = s."first_name" || ' ' || s."last_name" FROM "staff" s WHERE s."id" = p."staff_id";--> statement-breakpoint
UPDATE "pay_runs" r SET "slip_count" = t.slips, "paid_slip_count" = t.paid, "gross_kobo" = t.gross, "tax_kobo" = t.tax, "deductions_kobo" = t.deductions, "net_kobo" = t.net
  FROM (SELECT "pay_run_id", count(*) AS slips, count(*) FILTER (WHERE "status" = 'PAID') AS paid, sum("gross_kobo") AS gross, sum("tax_kobo") AS tax,
               sum("deductions_kobo") AS deductions, sum("net_kobo") AS net
          FROM "payslips" GROUP BY "pay_run_id") t
 WHERE t."pay_run_id" = r."id";--> statement-breakpoint
CREATE INDEX "payslips_month_staff_name_idx" ON "payslips" USING btree ("month" DESC NULLS FIRST,lower("staff_full_name"),"id");--> statement-breakpoint
CREATE INDEX "payslips_status_created_at_id_idx" ON "payslips" USING btree ("status","created_at","id");