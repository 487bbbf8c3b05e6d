DROP INDEX "staff_status_idx";--> statement-breakpoint
CREATE INDEX "staff_status_created_at_idx" ON "staff" USING btree ("status","created_at","id");