CREATE TYPE "public"."pay_run_scope" AS ENUM('all', 'department', 'location');--> statement-breakpoint
CREATE TYPE "public"."pay_run_status" AS ENUM('DRAFT', 'CALCULATED', 'APPROVED', 'PAID');--> statement-breakpoint
CREATE TYPE "public"."payslip_mail_status" AS ENUM('NOT_SENT', 'QUEUED', 'SENT', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."payslip_status" AS ENUM('PAID', 'UNPAID');--> statement-breakpoint
CREATE TABLE "pay_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"scope" "pay_run_scope" DEFAULT 'all' NOT NULL,
	"scope_id" uuid,
	"status" "pay_run_status" DEFAULT 'DRAFT' NOT NULL,
	"payment_reference" text,
	"calculate_job_id" text,
	"calculate_requested_at" timestamp with time zone,
	"calculated_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"decision_note" text,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_runs_month_check" CHECK ("pay_runs"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "pay_runs_scope_check" CHECK (("pay_runs"."scope" = 'all') = ("pay_runs"."scope_id" is null))
);
--> statement-breakpoint
CREATE TABLE "payroll_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reason" text NOT NULL,
	"pay_run_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_adjustments_amount_check" CHECK ("payroll_adjustments"."amount_kobo" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pay_run_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL,
	"bank_code" text,
	"account_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tax_band_sets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pension_rate_bp" integer,
	"housing_fund_rate_bp" integer,
	"pay_day" integer DEFAULT 25 NOT NULL,
	"day_rate_divisor" integer DEFAULT 22 NOT NULL,
	"working_days" text[] DEFAULT '{monday,tuesday,wednesday,thursday,friday}'::text[] NOT NULL,
	"is_example" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_settings_pay_day_check" CHECK ("payroll_settings"."pay_day" between 1 and 31),
	CONSTRAINT "payroll_settings_divisor_check" CHECK ("payroll_settings"."day_rate_divisor" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "payslip_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payslip_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"source_id" uuid,
	"description" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"detail" jsonb NOT NULL,
	CONSTRAINT "payslip_lines_amount_check" CHECK ("payslip_lines"."amount_kobo" >= 0),
	CONSTRAINT "payslip_lines_kind_check" CHECK ("payslip_lines"."kind" in ('EARNING', 'DEDUCTION', 'NOTE'))
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pay_run_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"month" text NOT NULL,
	"daily_salary_kobo" bigint NOT NULL,
	"payable_days" integer NOT NULL,
	"gross_kobo" bigint NOT NULL,
	"bonuses_kobo" bigint NOT NULL,
	"deductions_kobo" bigint NOT NULL,
	"tax_kobo" bigint NOT NULL,
	"net_kobo" bigint NOT NULL,
	"status" "payslip_status" DEFAULT 'UNPAID' NOT NULL,
	"payment_reference" text,
	"paid_at" timestamp with time zone,
	"paid_by_id" uuid,
	"bank_code" text,
	"bank_name" text,
	"account_number" text,
	"explanation" text NOT NULL,
	"inputs_fingerprint" text NOT NULL,
	"calculated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_status" "payslip_mail_status" DEFAULT 'NOT_SENT' NOT NULL,
	"mail_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payslips_net_check" CHECK ("payslips"."net_kobo" >= 0),
	CONSTRAINT "payslips_totals_check" CHECK ("payslips"."net_kobo" = greatest(0, "payslips"."gross_kobo" - "payslips"."tax_kobo" - "payslips"."deductions_kobo"))
);
--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD COLUMN "pay_run_id" uuid;--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD CONSTRAINT "payroll_adjustments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_problems" ADD CONSTRAINT "payroll_problems_pay_run_id_pay_runs_id_fk" FOREIGN KEY ("pay_run_id") REFERENCES "public"."pay_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_problems" ADD CONSTRAINT "payroll_problems_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_payslip_id_payslips_id_fk" FOREIGN KEY ("payslip_id") REFERENCES "public"."payslips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_pay_run_id_pay_runs_id_fk" FOREIGN KEY ("pay_run_id") REFERENCES "public"."pay_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_runs_month_idx" ON "pay_runs" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "pay_runs_status_idx" ON "pay_runs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "pay_runs_created_at_idx" ON "pay_runs" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_runs_month_scope_idx" ON "pay_runs" USING btree ("month","scope",coalesce("scope_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "pay_runs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payroll_adjustments_staff_id_idx" ON "payroll_adjustments" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "payroll_adjustments_pay_run_id_idx" ON "payroll_adjustments" USING btree ("pay_run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_problems_run_staff_code_idx" ON "payroll_problems" USING btree ("pay_run_id","staff_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "payslip_lines_payslip_position_idx" ON "payslip_lines" USING btree ("payslip_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_staff_id_month_idx" ON "payslips" USING btree ("staff_id","month");--> statement-breakpoint
CREATE INDEX "payslips_pay_run_id_idx" ON "payslips" USING btree ("pay_run_id","id");--> statement-breakpoint
CREATE INDEX "payslips_month_idx" ON "payslips" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "payslips_created_at_idx" ON "payslips" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payslips_status_idx" ON "payslips" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payslips_net_idx" ON "payslips" USING btree ("net_kobo");--> statement-breakpoint
CREATE INDEX "loan_repayments_pay_run_id_idx" ON "loan_repayments" USING btree ("pay_run_id");--> statement-breakpoint
CREATE INDEX "performance_penalties_pay_run_id_idx" ON "performance_penalties" USING btree ("pay_run_id");--> statement-breakpoint
CREATE INDEX "performance_rewards_pay_run_id_idx" ON "performance_rewards" USING btree ("pay_run_id");