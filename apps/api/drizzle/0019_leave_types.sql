CREATE TABLE "leave_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"entitlement_days" integer NOT NULL,
	"paid" boolean DEFAULT true NOT NULL,
	"document_required" boolean DEFAULT false NOT NULL,
	"counts_against_balance" boolean DEFAULT true NOT NULL,
	"pro_rated" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_types_entitlement_check" CHECK ("leave_types"."entitlement_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The built-in leave types (builtInLeaveTypes in libs/domain); Annual takes the company's leave days per year.
INSERT INTO "leave_types" ("code", "name", "entitlement_days", "paid", "document_required", "counts_against_balance", "pro_rated") VALUES
	('ANNUAL', 'Annual', coalesce((SELECT "leave_days_per_year" FROM "request_settings" WHERE "id" = 'company'), 20), true, false, true, true),
	('SICK', 'Sick', 12, true, true, true, false),
	('MATERNITY', 'Maternity', 84, true, true, true, false),
	('PATERNITY', 'Paternity', 14, true, true, true, false),
	('COMPASSIONATE', 'Compassionate', 5, true, false, true, false),
	('UNPAID', 'Unpaid', 0, false, false, false, false),
	('STUDY', 'Study', 10, true, true, true, true);--> statement-breakpoint
-- A leave request written without a type is Annual leave: every request made before leave types (filled in by the
-- column's default below), and any row written by code that names no type.
CREATE OR REPLACE FUNCTION annual_leave_type_id() RETURNS uuid LANGUAGE sql STABLE AS $$ SELECT "id" FROM "leave_types" WHERE "code" = 'ANNUAL' $$;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "leave_type_id" uuid DEFAULT annual_leave_type_id() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_name_lower_idx" ON "leave_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_code_idx" ON "leave_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "leave_types_created_at_idx" ON "leave_types" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "public_holidays_date_idx" ON "public_holidays" USING btree ("date");--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_requests_leave_type_id_idx" ON "leave_requests" USING btree ("leave_type_id");