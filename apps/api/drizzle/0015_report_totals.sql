CREATE TABLE "report_month_totals" (
	"report" text NOT NULL,
	"month" date NOT NULL,
	"department_id" uuid,
	"location_id" uuid,
	"status" text NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"rows" bigint DEFAULT 0 NOT NULL,
	"days" numeric DEFAULT '0' NOT NULL,
	"requested" numeric DEFAULT '0' NOT NULL,
	"amount" numeric DEFAULT '0' NOT NULL,
	"repaid" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "report_month_totals_bucket" UNIQUE NULLS NOT DISTINCT("report","month","department_id","location_id","status","kind")
);
