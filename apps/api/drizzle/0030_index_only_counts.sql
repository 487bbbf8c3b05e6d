DROP INDEX "messages_live_status_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "messages_live_status_created_at_id_idx" ON "messages" USING btree ("status","created_at","id","created_by_id") WHERE "messages"."deleted_at" is null;
--> statement-breakpoint
-- Approved leave not yet over (the reports' away today and this week, and the lists' ACTIVE status, sorted by when it
-- was asked for) from this index alone: it carries the lists' order (created_at, id) and the columns of the left joins
-- PostgreSQL drops (staff_id, leave_type_id), which PostgreSQL 15 still wants before it reads an index alone. Before,
-- an ACTIVE page read every request of any status ending today or later (about 37,000 rows at a million).
DROP INDEX IF EXISTS leave_requests_approved_end_date_idx;
--> statement-breakpoint
CREATE INDEX leave_requests_approved_end_date_idx ON leave_requests (end_date, start_date, created_at, id, staff_id, leave_type_id) WHERE status = 'APPROVED' AND deleted_at IS NULL;
