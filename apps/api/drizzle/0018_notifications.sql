CREATE TYPE "public"."notification_audience" AS ENUM('staff', 'admin');--> statement-breakpoint
CREATE TYPE "public"."notification_mail" AS ENUM('immediate', 'digest', 'none');--> statement-breakpoint
CREATE TYPE "public"."notification_mail_preference" AS ENUM('immediate', 'digest');--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audience" "notification_audience" NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"mail" "notification_mail" DEFAULT 'immediate' NOT NULL,
	"mailed_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_mail" "notification_mail_preference" DEFAULT 'immediate' NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("audience","recipient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_recipient_unread_idx" ON "notifications" USING btree ("audience","recipient_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_mail_due_idx" ON "notifications" USING btree ("mail","created_at") WHERE "notifications"."mailed_at" is null and "notifications"."mail" <> 'none';