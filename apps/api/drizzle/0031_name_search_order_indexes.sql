DROP INDEX "leave_requests_live_created_at_id_idx";--> statement-breakpoint
DROP INDEX "loan_requests_live_created_at_id_idx";--> statement-breakpoint
DROP INDEX "medical_assistance_requests_live_created_at_id_idx";--> statement-breakpoint
DROP INDEX "payment_requests_live_created_at_id_idx";--> statement-breakpoint
DROP INDEX "performance_penalties_date_idx";--> statement-breakpoint
DROP INDEX "performance_reviews_created_at_idx";--> statement-breakpoint
DROP INDEX "performance_rewards_date_idx";--> statement-breakpoint
DROP INDEX "bank_detail_changes_created_at_idx";--> statement-breakpoint
CREATE INDEX "staff_search_names_idx" ON "staff" USING btree ("id","first_name","last_name","staff_id");--> statement-breakpoint
CREATE INDEX "leave_requests_live_created_at_id_idx" ON "leave_requests" USING btree ("created_at","id","staff_id","leave_type_id") WHERE "leave_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "loan_requests_live_created_at_id_idx" ON "loan_requests" USING btree ("created_at","id","staff_id") WHERE "loan_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "medical_assistance_requests_live_created_at_id_idx" ON "medical_assistance_requests" USING btree ("created_at","id","staff_id") WHERE "medical_assistance_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payment_requests_live_created_at_id_idx" ON "payment_requests" USING btree ("created_at","id","staff_id") WHERE "payment_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "performance_penalties_date_idx" ON "performance_penalties" USING btree ("date","id","staff_id");--> statement-breakpoint
CREATE INDEX "performance_reviews_created_at_idx" ON "performance_reviews" USING btree ("created_at","id","staff_id","cycle_id","deleted_at");--> statement-breakpoint
CREATE INDEX "performance_rewards_date_idx" ON "performance_rewards" USING btree ("date","id","staff_id");--> statement-breakpoint
CREATE INDEX "bank_detail_changes_created_at_idx" ON "bank_detail_changes" USING btree ("created_at","id","staff_id","deleted_at");