CREATE TYPE "public"."performance_cycle_frequency" AS ENUM('monthly', 'quarterly', 'half-yearly', 'yearly');--> statement-breakpoint
CREATE TYPE "public"."performance_cycle_status" AS ENUM('Not_Started', 'In_Progress', 'Completed');--> statement-breakpoint
CREATE TYPE "public"."performance_recipient_type" AS ENUM('Staff', 'Customer');--> statement-breakpoint
CREATE TYPE "public"."performance_review_status" AS ENUM('Not_Started', 'In_Progress', 'Pending_Approval', 'Completed');--> statement-breakpoint
CREATE TYPE "public"."performance_reward_kind" AS ENUM('Special Event', 'Referral Bonus', 'Award Bonus', 'Holiday', 'Spirit of Excellence');--> statement-breakpoint
CREATE TABLE "performance_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"department_id" uuid,
	"frequency" "performance_cycle_frequency" NOT NULL,
	"due_date" date NOT NULL,
	"days_allowed" integer NOT NULL,
	"kpi_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"question_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" "performance_cycle_status" DEFAULT 'Not_Started' NOT NULL,
	"launched_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"launch_job_id" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_cycles_days_allowed_check" CHECK ("performance_cycles"."days_allowed" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "performance_kpis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"department_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"job_title_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"weight" integer NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_kpis_weight_check" CHECK ("performance_kpis"."weight" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "performance_penalties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"appraisal_id" uuid,
	"pay_run_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_penalties_amount_check" CHECK ("performance_penalties"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "performance_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"category" text NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"department_id" uuid,
	"department_name" text,
	"job_title_name" text,
	"status" "performance_review_status" DEFAULT 'Not_Started' NOT NULL,
	"answers" jsonb NOT NULL,
	"kpis" jsonb NOT NULL,
	"self_assessment_comment" text,
	"overall_rating" numeric(4, 2),
	"kpi_mean" numeric(4, 2),
	"self_assessment_mean" numeric(4, 2),
	"formula_version" integer NOT NULL,
	"due_by" date NOT NULL,
	"deny_reason" text,
	"reviewer_id" uuid,
	"private_note" text,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reminded_on" date,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "performance_reward_kind" NOT NULL,
	"recipient_type" "performance_recipient_type" NOT NULL,
	"staff_id" uuid,
	"customer_name" text,
	"amount_kobo" bigint NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"appraisal_id" uuid,
	"pay_run_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_rewards_amount_check" CHECK ("performance_rewards"."amount_kobo" > 0),
	CONSTRAINT "performance_rewards_recipient_check" CHECK (("performance_rewards"."recipient_type" = 'Staff' and "performance_rewards"."staff_id" is not null) or ("performance_rewards"."recipient_type" = 'Customer' and "performance_rewards"."customer_name" is not null))
);
--> statement-breakpoint
CREATE TABLE "performance_team_members" (
	"team_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	CONSTRAINT "performance_team_members_team_id_staff_id_pk" PRIMARY KEY("team_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "performance_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"department_id" uuid NOT NULL,
	"manager_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performance_cycles" ADD CONSTRAINT "performance_cycles_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_penalties" ADD CONSTRAINT "performance_penalties_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_penalties" ADD CONSTRAINT "performance_penalties_appraisal_id_performance_reviews_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."performance_reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_reviews" ADD CONSTRAINT "performance_reviews_cycle_id_performance_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."performance_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_reviews" ADD CONSTRAINT "performance_reviews_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_reviews" ADD CONSTRAINT "performance_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_rewards" ADD CONSTRAINT "performance_rewards_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_rewards" ADD CONSTRAINT "performance_rewards_appraisal_id_performance_reviews_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."performance_reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_team_members" ADD CONSTRAINT "performance_team_members_team_id_performance_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."performance_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_team_members" ADD CONSTRAINT "performance_team_members_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_teams" ADD CONSTRAINT "performance_teams_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_teams" ADD CONSTRAINT "performance_teams_manager_id_staff_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_cycles_created_at_idx" ON "performance_cycles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "performance_cycles_due_date_idx" ON "performance_cycles" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "performance_cycles_name_idx" ON "performance_cycles" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "performance_cycles_status_idx" ON "performance_cycles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "performance_cycles_department_id_idx" ON "performance_cycles" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "performance_kpis_name_idx" ON "performance_kpis" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "performance_kpis_created_at_idx" ON "performance_kpis" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "performance_penalties_created_at_idx" ON "performance_penalties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "performance_penalties_date_idx" ON "performance_penalties" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "performance_penalties_staff_id_idx" ON "performance_penalties" USING btree ("staff_id","date");--> statement-breakpoint
CREATE INDEX "performance_penalties_appraisal_id_idx" ON "performance_penalties" USING btree ("appraisal_id");--> statement-breakpoint
CREATE INDEX "performance_questions_created_at_idx" ON "performance_questions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "performance_questions_category_idx" ON "performance_questions" USING btree ("category","id");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_reviews_cycle_id_staff_id_idx" ON "performance_reviews" USING btree ("cycle_id","staff_id");--> statement-breakpoint
CREATE INDEX "performance_reviews_staff_id_created_at_idx" ON "performance_reviews" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "performance_reviews_created_at_idx" ON "performance_reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "performance_reviews_status_idx" ON "performance_reviews" USING btree ("status");--> statement-breakpoint
CREATE INDEX "performance_reviews_overall_rating_idx" ON "performance_reviews" USING btree ("overall_rating");--> statement-breakpoint
CREATE INDEX "performance_reviews_department_name_idx" ON "performance_reviews" USING btree ("department_name");--> statement-breakpoint
CREATE INDEX "performance_reviews_job_title_name_idx" ON "performance_reviews" USING btree ("job_title_name");--> statement-breakpoint
CREATE INDEX "performance_reviews_due_by_idx" ON "performance_reviews" USING btree ("due_by");--> statement-breakpoint
CREATE INDEX "performance_reviews_completed_at_idx" ON "performance_reviews" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "performance_rewards_created_at_idx" ON "performance_rewards" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "performance_rewards_date_idx" ON "performance_rewards" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "performance_rewards_amount_idx" ON "performance_rewards" USING btree ("amount_kobo");--> statement-breakpoint
CREATE INDEX "performance_rewards_staff_id_idx" ON "performance_rewards" USING btree ("staff_id","date");--> statement-breakpoint
CREATE INDEX "performance_rewards_appraisal_id_idx" ON "performance_rewards" USING btree ("appraisal_id");--> statement-breakpoint
CREATE INDEX "performance_team_members_staff_id_idx" ON "performance_team_members" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "performance_teams_name_idx" ON "performance_teams" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "performance_teams_created_at_idx" ON "performance_teams" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "performance_teams_department_id_idx" ON "performance_teams" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "performance_teams_manager_id_idx" ON "performance_teams" USING btree ("manager_id");