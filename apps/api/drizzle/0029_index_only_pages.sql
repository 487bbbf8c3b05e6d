DROP INDEX "performance_reviews_appraisals_idx";--> statement-breakpoint
DROP INDEX "payslips_month_staff_name_idx";--> statement-breakpoint
CREATE INDEX "performance_reviews_appraisals_idx" ON "performance_reviews" USING btree ("completed_at","id","cycle_id","staff_id") WHERE "performance_reviews"."status" = 'Completed' and "performance_reviews"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payslips_month_staff_name_idx" ON "payslips" USING btree (lower("month") desc nulls first,lower("staff_full_name"),"id","month","staff_full_name","staff_id","pay_run_id");