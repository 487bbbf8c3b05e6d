DROP INDEX "loan_requests_live_status_created_at_id_idx";--> statement-breakpoint
DROP INDEX "medical_assistance_requests_live_status_created_at_id_idx";--> statement-breakpoint
DROP INDEX "payment_requests_live_status_created_at_id_idx";--> statement-breakpoint
DROP INDEX "bank_detail_changes_live_status_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "messages_live_status_created_at_id_idx" ON "messages" USING btree ("status","created_at","id") WHERE "messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leave_requests_live_staff_id_created_at_id_idx" ON "leave_requests" USING btree ("staff_id","created_at","id","leave_type_id","status","start_date","end_date") WHERE "leave_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leave_requests_live_status_created_at_id_idx" ON "leave_requests" USING btree ("status","created_at","id","staff_id","leave_type_id") WHERE "leave_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "loan_requests_live_staff_id_created_at_id_idx" ON "loan_requests" USING btree ("staff_id","created_at","id","status") WHERE "loan_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "medical_assistance_requests_live_staff_id_created_at_id_idx" ON "medical_assistance_requests" USING btree ("staff_id","created_at","id","status") WHERE "medical_assistance_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payment_requests_live_staff_id_created_at_id_idx" ON "payment_requests" USING btree ("staff_id","created_at","id","status") WHERE "payment_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "performance_reviews_live_staff_id_created_at_id_idx" ON "performance_reviews" USING btree ("staff_id","created_at","id","cycle_id","status") WHERE "performance_reviews"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bank_detail_changes_live_staff_id_created_at_id_idx" ON "bank_detail_changes" USING btree ("staff_id","created_at","id","status") WHERE "bank_detail_changes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "loan_requests_live_status_created_at_id_idx" ON "loan_requests" USING btree ("status","created_at","id","staff_id") WHERE "loan_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "medical_assistance_requests_live_status_created_at_id_idx" ON "medical_assistance_requests" USING btree ("status","created_at","id","staff_id") WHERE "medical_assistance_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payment_requests_live_status_created_at_id_idx" ON "payment_requests" USING btree ("status","created_at","id","staff_id") WHERE "payment_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bank_detail_changes_live_status_created_at_id_idx" ON "bank_detail_changes" USING btree ("status","created_at","id","staff_id") WHERE "bank_detail_changes"."deleted_at" is null;