CREATE TYPE "public"."bank_detail_change_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN');--> statement-breakpoint
CREATE TABLE "bank_detail_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"status" "bank_detail_change_status" DEFAULT 'PENDING' NOT NULL,
	"from_bank_code" text,
	"from_account_number" text,
	"from_account_name" text,
	"to_bank_code" text NOT NULL,
	"to_account_number" text NOT NULL,
	"to_account_name" text NOT NULL,
	"decision_note" text,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "staff" ADD COLUMN "account_name" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "next_of_kin_name" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "next_of_kin_relationship" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "next_of_kin_phone" text;--> statement-breakpoint
ALTER TABLE "bank_detail_changes" ADD CONSTRAINT "bank_detail_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_templates" ADD CONSTRAINT "shift_templates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_detail_changes_one_pending_idx" ON "bank_detail_changes" USING btree ("staff_id") WHERE "bank_detail_changes"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "bank_detail_changes_staff_id_created_at_idx" ON "bank_detail_changes" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_detail_changes_created_at_idx" ON "bank_detail_changes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bank_detail_changes_status_idx" ON "bank_detail_changes" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_templates_location_name_idx" ON "shift_templates" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE INDEX "shift_templates_name_lower_idx" ON "shift_templates" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "shift_templates_created_at_idx" ON "shift_templates" USING btree ("created_at","id");