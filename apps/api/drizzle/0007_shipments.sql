CREATE TABLE "shipment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"operator_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name_ua" text NOT NULL,
	"name_en" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_value" bigint NOT NULL,
	"hs_code" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"parent_id" integer,
	"type" text NOT NULL,
	"delivery_type" text,
	"status" text DEFAULT 'customer_created' NOT NULL,
	"status_before_freeze" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivery_status" text DEFAULT 'not_registered' NOT NULL,
	"track_number" text,
	"internal_track" text,
	"handover" text NOT NULL,
	"sender" jsonb NOT NULL,
	"recipient" jsonb,
	"order_number" text DEFAULT '' NOT NULL,
	"order_total" bigint,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"weight_g" integer NOT NULL,
	"measured" jsonb,
	"customs_value" bigint NOT NULL,
	"insurance" bigint,
	"to_hands" boolean DEFAULT false NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"proof_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"price_breakdown" jsonb NOT NULL,
	"hold_id" integer,
	"payment_state" text DEFAULT 'held' NOT NULL,
	"amount_due" bigint,
	"pending_action" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_positive_sizes" CHECK ("shipments"."length_mm" > 0 and "shipments"."width_mm" > 0 and "shipments"."height_mm" > 0)
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_parent_id_shipments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","at");--> statement-breakpoint
CREATE INDEX "shipment_lines_shipment_idx" ON "shipment_lines" USING btree ("shipment_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_per_order" ON "shipments" USING btree ("account_id","order_number") WHERE "shipments"."order_number" <> '';--> statement-breakpoint
CREATE INDEX "shipments_account_created_idx" ON "shipments" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_account_status_idx" ON "shipments" USING btree ("account_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_parent_idx" ON "shipments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status","status_changed_at");