CREATE TABLE "shift_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_templates_times_differ_check" CHECK ("shift_templates"."start_time" <> "shift_templates"."end_time")
);
--> statement-breakpoint
ALTER TABLE "shift_templates" ADD CONSTRAINT "shift_templates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_templates_location_name_idx" ON "shift_templates" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE INDEX "shift_templates_name_lower_idx" ON "shift_templates" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "shift_templates_created_at_idx" ON "shift_templates" USING btree ("created_at","id");