CREATE TABLE "licence_reminders" (
	"staff_id" uuid NOT NULL,
	"expiry" date NOT NULL,
	"threshold_days" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_reminders_staff_id_expiry_threshold_days_pk" PRIMARY KEY("staff_id","expiry","threshold_days"),
	CONSTRAINT "licence_reminders_threshold_check" CHECK ("licence_reminders"."threshold_days" in (30, 14, 7))
);
--> statement-breakpoint
ALTER TABLE "licence_reminders" ADD CONSTRAINT "licence_reminders_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_driver_licence_expiry_idx" ON "staff" USING btree ("driver_licence_expiry","id") WHERE "staff"."driver_licence_number" is not null;