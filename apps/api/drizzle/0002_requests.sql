CREATE TYPE "public"."leave_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'WITHDRAWN');--> statement-breakpoint
CREATE TYPE "public"."loan_status" AS ENUM('PENDING', 'APPROVED', 'DECLINED', 'WITHDRAWN', 'DISBURSED', 'REPAYMENT_IN_PROGRESS', 'COMPLETED');--> statement-breakpoint
CREATE TYPE "public"."medical_assistance_status" AS ENUM('PENDING', 'APPROVED', 'DENIED', 'WITHDRAWN', 'ISSUED');--> statement-breakpoint
CREATE TYPE "public"."payment_request_category" AS ENUM('Vendor', 'Claims', 'Contract', 'Tips-Staffs');--> statement-breakpoint
CREATE TYPE "public"."payment_request_status" AS ENUM('PENDING', 'APPROVED', 'DENIED', 'ISSUED');--> statement-breakpoint
CREATE TABLE "request_settings" (
	"id" text PRIMARY KEY DEFAULT 'company' NOT NULL,
	"leave_days_per_year" integer DEFAULT 20 NOT NULL,
	"loan_max_amount" numeric(14, 2) DEFAULT '500000.00' NOT NULL,
	"loan_max_repayment_months" integer DEFAULT 12 NOT NULL,
	"medical_max_amount" numeric(14, 2) DEFAULT '250000.00' NOT NULL,
	"payment_request_max_amount" numeric(14, 2) DEFAULT '2000000.00' NOT NULL,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_settings_single_row_check" CHECK ("request_settings"."id" = 'company')
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_by_type" "area" NOT NULL,
	"created_by_id" uuid NOT NULL,
	"decision_note" text,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" integer NOT NULL,
	"reason" text NOT NULL,
	"status" "leave_status" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_dates_check" CHECK ("leave_requests"."end_date" >= "leave_requests"."start_date"),
	CONSTRAINT "leave_requests_days_check" CHECK ("leave_requests"."days" > 0)
);
--> statement-breakpoint
CREATE TABLE "loan_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_by_type" "area" NOT NULL,
	"created_by_id" uuid NOT NULL,
	"decision_note" text,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid,
	"amount_requested" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2),
	"repayment_months" integer NOT NULL,
	"reason" text NOT NULL,
	"status" "loan_status" DEFAULT 'PENDING' NOT NULL,
	"disbursed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_requests_amount_requested_check" CHECK ("loan_requests"."amount_requested" > 0),
	CONSTRAINT "loan_requests_amount_check" CHECK ("loan_requests"."amount" is null or "loan_requests"."amount" > 0),
	CONSTRAINT "loan_requests_repayment_months_check" CHECK ("loan_requests"."repayment_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "loan_repayments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_request_id" uuid NOT NULL,
	"installment_number" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_repayments_amount_check" CHECK ("loan_repayments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "medical_assistance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_by_type" "area" NOT NULL,
	"created_by_id" uuid NOT NULL,
	"decision_note" text,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"document_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "medical_assistance_status" DEFAULT 'PENDING' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_assistance_requests_amount_check" CHECK ("medical_assistance_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_by_type" "area" NOT NULL,
	"created_by_id" uuid NOT NULL,
	"decision_note" text,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid,
	"category" "payment_request_category" NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"description" text NOT NULL,
	"status" "payment_request_status" DEFAULT 'PENDING' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_amount_check" CHECK ("payment_requests"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_requests" ADD CONSTRAINT "loan_requests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_loan_request_id_loan_requests_id_fk" FOREIGN KEY ("loan_request_id") REFERENCES "public"."loan_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_assistance_requests" ADD CONSTRAINT "medical_assistance_requests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_requests_staff_id_created_at_idx" ON "leave_requests" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "leave_requests_staff_id_start_date_idx" ON "leave_requests" USING btree ("staff_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_created_at_idx" ON "leave_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leave_requests_start_date_idx" ON "leave_requests" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_end_date_idx" ON "leave_requests" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "leave_requests_days_idx" ON "leave_requests" USING btree ("days");--> statement-breakpoint
CREATE INDEX "leave_requests_status_idx" ON "leave_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "loan_requests_staff_id_created_at_idx" ON "loan_requests" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "loan_requests_created_at_idx" ON "loan_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "loan_requests_amount_requested_idx" ON "loan_requests" USING btree ("amount_requested");--> statement-breakpoint
CREATE INDEX "loan_requests_amount_idx" ON "loan_requests" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "loan_requests_status_idx" ON "loan_requests" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_repayments_loan_request_id_installment_number_idx" ON "loan_repayments" USING btree ("loan_request_id","installment_number");--> statement-breakpoint
CREATE INDEX "loan_repayments_due_date_idx" ON "loan_repayments" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "medical_assistance_requests_staff_id_created_at_idx" ON "medical_assistance_requests" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "medical_assistance_requests_created_at_idx" ON "medical_assistance_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "medical_assistance_requests_amount_idx" ON "medical_assistance_requests" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "medical_assistance_requests_status_idx" ON "medical_assistance_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payment_requests_staff_id_created_at_idx" ON "payment_requests" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_created_at_idx" ON "payment_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_category_idx" ON "payment_requests" USING btree ("category");--> statement-breakpoint
CREATE INDEX "payment_requests_amount_idx" ON "payment_requests" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "payment_requests_status_idx" ON "payment_requests" USING btree ("status");--> statement-breakpoint
INSERT INTO "request_settings" ("id") VALUES ('company') ON CONFLICT DO NOTHING;
