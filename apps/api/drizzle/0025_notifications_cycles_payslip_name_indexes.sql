DROP INDEX "notifications_recipient_created_idx";--> statement-breakpoint
CREATE INDEX "performance_reviews_live_cycle_idx" ON "performance_reviews" USING btree ("cycle_id") WHERE "performance_reviews"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payslips_staff_full_name_trgm_idx" ON "payslips" USING gin ("staff_full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("audience","recipient_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"read_at","kind");