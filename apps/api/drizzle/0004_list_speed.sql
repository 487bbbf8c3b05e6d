CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX IF EXISTS "staff_created_at_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "staff_department_id_idx";--> statement-breakpoint
CREATE INDEX "staff_created_at_id_idx" ON "staff" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "staff_department_id_created_at_idx" ON "staff" USING btree ("department_id","created_at","id");--> statement-breakpoint
CREATE INDEX "staff_full_name_trgm_idx" ON "staff" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_first_name_trgm_idx" ON "staff" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_last_name_trgm_idx" ON "staff" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_staff_id_trgm_idx" ON "staff" USING gin ("staff_id" gin_trgm_ops);
