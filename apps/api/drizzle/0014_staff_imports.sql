CREATE TABLE "staff_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"row_count" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"job_id" uuid,
	"staff_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invited_count" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problem_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_imports" ADD CONSTRAINT "staff_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_imports_created_at_idx" ON "staff_imports" USING btree ("created_at");