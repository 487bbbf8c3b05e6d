DROP INDEX "mail_outbox_created_at_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_subject_trgm_idx" ON "mail_outbox" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_to_trgm_idx" ON "mail_outbox" USING gin ("to" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_title_trgm_idx" ON "messages" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leave_requests_live_created_at_id_idx" ON "leave_requests" USING btree ("created_at","id") WHERE "leave_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "loan_requests_live_created_at_id_idx" ON "loan_requests" USING btree ("created_at","id") WHERE "loan_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "loan_requests_live_status_created_at_id_idx" ON "loan_requests" USING btree ("status","created_at","id") WHERE "loan_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "medical_assistance_requests_live_created_at_id_idx" ON "medical_assistance_requests" USING btree ("created_at","id") WHERE "medical_assistance_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "medical_assistance_requests_live_status_created_at_id_idx" ON "medical_assistance_requests" USING btree ("status","created_at","id") WHERE "medical_assistance_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payment_requests_live_created_at_id_idx" ON "payment_requests" USING btree ("created_at","id") WHERE "payment_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payment_requests_live_status_created_at_id_idx" ON "payment_requests" USING btree ("status","created_at","id") WHERE "payment_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "performance_reviews_status_created_at_id_idx" ON "performance_reviews" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "bank_detail_changes_live_status_created_at_id_idx" ON "bank_detail_changes" USING btree ("status","created_at","id") WHERE "bank_detail_changes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at","id");