CREATE TABLE "employee_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"name" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "driver_licence_document_id" uuid;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "termination_reason" text;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_driver_licence_document_id_media_id_fk" FOREIGN KEY ("driver_licence_document_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_documents_staff_id_created_at_idx" ON "employee_documents" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_documents_media_id_idx" ON "employee_documents" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "staff_staff_role_id_idx" ON "staff" USING btree ("staff_role_id");--> statement-breakpoint
CREATE INDEX "permissions_name_lower_idx" ON "permissions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "permissions_table_name_lower_idx" ON "permissions" USING btree (lower("table_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_display_name_lower_idx" ON "roles" USING btree (lower("display_name"));--> statement-breakpoint
CREATE INDEX "locations_city_lower_idx" ON "locations" USING btree (lower("city"));
