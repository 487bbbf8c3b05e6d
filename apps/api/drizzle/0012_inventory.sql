CREATE TYPE "public"."flag_condition" AS ENUM('DAMAGED', 'FAULTY', 'LOST');--> statement-breakpoint
CREATE TYPE "public"."inventory_status" AS ENUM('PENDING', 'IN_PROGRESS', 'COMPLETED');--> statement-breakpoint
CREATE TYPE "public"."issuance_status" AS ENUM('ISSUED', 'RETURNED', 'FLAGGED', 'LOST');--> statement-breakpoint
CREATE TYPE "public"."maintenance_priority" AS ENUM('Low', 'Medium', 'High', 'Urgent');--> statement-breakpoint
CREATE TYPE "public"."requisition_status" AS ENUM('Pending', 'Fulfilled', 'Denied');--> statement-breakpoint
CREATE TYPE "public"."stock_movement_kind" AS ENUM('RECEIPT', 'ISSUE', 'RETURN', 'ADJUSTMENT', 'REVERSAL', 'LOSS');--> statement-breakpoint
CREATE TABLE "inventory_item_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_person" text,
	"phone_number" text,
	"email" text,
	"address" text,
	"bank_name" text,
	"account_name" text,
	"account_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issuances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"location_id" uuid,
	"staff_id" uuid,
	"requisition_id" uuid,
	"status" "issuance_status" DEFAULT 'ISSUED' NOT NULL,
	"note" text,
	"issued_by_id" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issuances_quantity_check" CHECK ("issuances"."quantity" > 0),
	CONSTRAINT "issuances_recipient_check" CHECK ("issuances"."location_id" is not null or "issuances"."staff_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "maintenance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_item_id" uuid NOT NULL,
	"issuance_id" uuid,
	"location_id" uuid,
	"flagged_by_id" uuid,
	"condition" "flag_condition",
	"priority" "maintenance_priority" NOT NULL,
	"description" text NOT NULL,
	"status" "inventory_status" DEFAULT 'PENDING' NOT NULL,
	"decision_note" text,
	"vendor_id" uuid,
	"sent_at" timestamp with time zone,
	"expected_return_date" date,
	"completed_at" timestamp with time zone,
	"cost_kobo" bigint,
	"completion_notes" text,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_requests_cost_check" CHECK ("maintenance_requests"."cost_kobo" is null or "maintenance_requests"."cost_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "procurement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"procurement_id" uuid NOT NULL,
	"stock_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"unit_cost_kobo" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "procurement_lines_quantity_check" CHECK ("procurement_lines"."quantity" > 0 and "procurement_lines"."received_quantity" between 0 and "procurement_lines"."quantity"),
	CONSTRAINT "procurement_lines_unit_cost_check" CHECK ("procurement_lines"."unit_cost_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "procurements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"user_id" uuid,
	"status" "inventory_status" DEFAULT 'PENDING' NOT NULL,
	"total_cost_kobo" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"decision_note" text,
	"ordered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procurements_total_cost_check" CHECK ("procurements"."total_cost_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "requisition_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requisition_id" uuid NOT NULL,
	"stock_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"fulfilled_quantity" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "requisition_lines_quantity_check" CHECK ("requisition_lines"."quantity" > 0 and "requisition_lines"."fulfilled_quantity" between 0 and "requisition_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "requisitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"staff_id" uuid,
	"reason" text NOT NULL,
	"status" "requisition_status" DEFAULT 'Pending' NOT NULL,
	"decision_note" text,
	"requested_by_id" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category_id" uuid NOT NULL,
	"unit" text NOT NULL,
	"reorder_level" integer DEFAULT 0 NOT NULL,
	"available_stock" integer DEFAULT 0 NOT NULL,
	"unit_cost_kobo" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_items_available_stock_check" CHECK ("stock_items"."available_stock" >= 0),
	CONSTRAINT "stock_items_reorder_level_check" CHECK ("stock_items"."reorder_level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_item_id" uuid NOT NULL,
	"kind" "stock_movement_kind" NOT NULL,
	"quantity" integer NOT NULL,
	"units_affected" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text,
	"location_id" uuid,
	"procurement_id" uuid,
	"issuance_id" uuid,
	"requisition_id" uuid,
	"reverses_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_balance_after_check" CHECK ("stock_movements"."balance_after" >= 0),
	CONSTRAINT "stock_movements_units_check" CHECK ("stock_movements"."units_affected" >= 0)
);
--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_flagged_by_id_users_id_fk" FOREIGN KEY ("flagged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_vendor_id_inventory_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."inventory_vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_lines" ADD CONSTRAINT "procurement_lines_procurement_id_procurements_id_fk" FOREIGN KEY ("procurement_id") REFERENCES "public"."procurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_lines" ADD CONSTRAINT "procurement_lines_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurements" ADD CONSTRAINT "procurements_vendor_id_inventory_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."inventory_vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurements" ADD CONSTRAINT "procurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_lines" ADD CONSTRAINT "requisition_lines_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_lines" ADD CONSTRAINT "requisition_lines_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_category_id_inventory_item_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."inventory_item_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_procurement_id_procurements_id_fk" FOREIGN KEY ("procurement_id") REFERENCES "public"."procurements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_issuance_id_issuances_id_fk" FOREIGN KEY ("issuance_id") REFERENCES "public"."issuances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_item_categories_name_key" ON "inventory_item_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "inventory_item_categories_created_at_idx" ON "inventory_item_categories" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_vendors_name_idx" ON "inventory_vendors" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "inventory_vendors_created_at_idx" ON "inventory_vendors" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "issuances_created_at_idx" ON "issuances" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "issuances_status_idx" ON "issuances" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "issuances_stock_item_id_idx" ON "issuances" USING btree ("stock_item_id","created_at");--> statement-breakpoint
CREATE INDEX "issuances_location_id_idx" ON "issuances" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "issuances_requisition_id_idx" ON "issuances" USING btree ("requisition_id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_created_at_idx" ON "maintenance_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_status_idx" ON "maintenance_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_requests_stock_item_id_idx" ON "maintenance_requests" USING btree ("stock_item_id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_issuance_id_idx" ON "maintenance_requests" USING btree ("issuance_id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_vendor_id_idx" ON "maintenance_requests" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "procurement_lines_procurement_id_idx" ON "procurement_lines" USING btree ("procurement_id","position");--> statement-breakpoint
CREATE INDEX "procurement_lines_stock_item_id_idx" ON "procurement_lines" USING btree ("stock_item_id");--> statement-breakpoint
CREATE INDEX "procurements_created_at_idx" ON "procurements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "procurements_status_idx" ON "procurements" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "procurements_vendor_id_idx" ON "procurements" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "requisition_lines_requisition_id_idx" ON "requisition_lines" USING btree ("requisition_id","position");--> statement-breakpoint
CREATE INDEX "requisition_lines_stock_item_id_idx" ON "requisition_lines" USING btree ("stock_item_id");--> statement-breakpoint
CREATE INDEX "requisitions_created_at_idx" ON "requisitions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "requisitions_status_idx" ON "requisitions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "requisitions_location_id_idx" ON "requisitions" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_items_available_stock_idx" ON "stock_items" USING btree ("available_stock","id");--> statement-breakpoint
CREATE INDEX "stock_items_name_idx" ON "stock_items" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "stock_items_category_id_idx" ON "stock_items" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "stock_items_created_at_idx" ON "stock_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stock_items_name_trgm_idx" ON "stock_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_reverses_id_key" ON "stock_movements" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "stock_movements_stock_item_idx" ON "stock_movements" USING btree ("stock_item_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_created_at_idx" ON "stock_movements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_location_idx" ON "stock_movements" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_procurement_id_idx" ON "stock_movements" USING btree ("procurement_id");--> statement-breakpoint
CREATE INDEX "stock_movements_issuance_id_idx" ON "stock_movements" USING btree ("issuance_id");