CREATE TYPE "public"."message_audience" AS ENUM('everyone', 'departments', 'locations', 'staff');--> statement-breakpoint
CREATE TYPE "public"."message_recipient_type" AS ENUM('Staff', 'Customer');--> statement-breakpoint
CREATE TYPE "public"."message_status" AS ENUM('Draft', 'Published', 'Scheduled');--> statement-breakpoint
CREATE TYPE "public"."schedule_weekday" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"recipient_type" "message_recipient_type" NOT NULL,
	"audience" "message_audience" NOT NULL,
	"status" "message_status" DEFAULT 'Draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_by_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"message_id" uuid NOT NULL,
	"audience" "message_audience" NOT NULL,
	"recipient_id" uuid NOT NULL,
	CONSTRAINT "message_recipients_message_id_recipient_id_pk" PRIMARY KEY("message_id","recipient_id")
);
--> statement-breakpoint
CREATE TABLE "message_reads" (
	"staff_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reads_staff_id_message_id_pk" PRIMARY KEY("staff_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"week" date NOT NULL,
	"day_of_week" "schedule_weekday" NOT NULL,
	"shift_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"starts_at" timestamp NOT NULL,
	"ends_at" timestamp NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_shifts_ends_after_start_check" CHECK ("schedule_shifts"."ends_at" > "schedule_shifts"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_shifts" ADD CONSTRAINT "schedule_shifts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_shifts" ADD CONSTRAINT "schedule_shifts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_shifts" ADD CONSTRAINT "schedule_shifts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_publish_at_idx" ON "messages" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "messages_staff_feed_idx" ON "messages" USING btree ("publish_at") WHERE "messages"."deleted_at" is null and "messages"."recipient_type" = 'Staff' and "messages"."status" <> 'Draft';--> statement-breakpoint
CREATE INDEX "message_recipients_recipient_idx" ON "message_recipients" USING btree ("recipient_id","audience");--> statement-breakpoint
CREATE INDEX "message_reads_message_id_idx" ON "message_reads" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "schedule_shifts_staff_starts_at_idx" ON "schedule_shifts" USING btree ("staff_id","starts_at");--> statement-breakpoint
CREATE INDEX "schedule_shifts_location_date_idx" ON "schedule_shifts" USING btree ("location_id","shift_date");--> statement-breakpoint
CREATE INDEX "schedule_shifts_week_idx" ON "schedule_shifts" USING btree ("week");
