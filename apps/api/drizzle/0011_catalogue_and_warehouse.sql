CREATE TABLE "warehouse_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_categories_not_own_parent" CHECK ("warehouse_categories"."parent_id" is null or "warehouse_categories"."parent_id" <> "warehouse_categories"."id")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manufacturers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"large" text NOT NULL,
	"thumb" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"sku" text NOT NULL,
	"title_uk" text NOT NULL,
	"title_en" text NOT NULL,
	"hs_code" text,
	"manufacturer_id" integer,
	"category_id" integer,
	"kind" text DEFAULT 'physical' NOT NULL,
	"handmade" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"individual_packaging" boolean DEFAULT false NOT NULL,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"weight_g" integer,
	"import_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "products_cost" CHECK ("products"."cost" >= 0),
	CONSTRAINT "products_hs_code" CHECK ("products"."hs_code" is null or "products"."hs_code" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"in_stock" integer DEFAULT 0 NOT NULL,
	"on_the_way" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'unblocked' NOT NULL,
	"state_reason" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_items_quantities" CHECK ("stock_items"."in_stock" >= 0 and "stock_items"."on_the_way" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"in_stock_delta" integer DEFAULT 0 NOT NULL,
	"on_the_way_delta" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"shipment_id" integer,
	"disposal_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"received_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_snapshot_days" (
	"day" date PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_snapshots" (
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"quantity" integer NOT NULL,
	"outflow" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "storage_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"journal_id" integer,
	"breakdown" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "storage_charges_amount" CHECK ("storage_charges"."amount" > 0),
	CONSTRAINT "storage_charges_paid" CHECK (("storage_charges"."status" = 'paid') = ("storage_charges"."journal_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "storage_tariffs" (
	"position" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"max_side_cm" integer,
	"max_volume_cm3" integer,
	"price_millicents_per_day" integer NOT NULL,
	"discounts" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_tariffs_price" CHECK ("storage_tariffs"."price_millicents_per_day" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customs_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"parent" text,
	"section" text NOT NULL,
	"title_uk" text NOT NULL,
	"title_en" text,
	"title_ru" text,
	"search_text" text NOT NULL,
	"own_text" text NOT NULL,
	"has_children" boolean NOT NULL,
	"is_selectable" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_datasets" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_import_errors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_import_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"column" text,
	"code" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"original_name" text NOT NULL,
	"format" text NOT NULL,
	"file" "bytea" NOT NULL,
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"failure_code" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "disposal_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disposal_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "disposal_items_quantity" CHECK ("disposal_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "disposal_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disposal_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"fee" bigint NOT NULL,
	"journal_id" integer,
	"created_by" integer,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "disposal_requests_fee" CHECK ("disposal_requests"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "warehouse_categories" ADD CONSTRAINT "warehouse_categories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_categories" ADD CONSTRAINT "warehouse_categories_parent_id_warehouse_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."warehouse_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_warehouse_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."warehouse_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_snapshots" ADD CONSTRAINT "stock_snapshots_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_snapshots" ADD CONSTRAINT "stock_snapshots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_charges" ADD CONSTRAINT "storage_charges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_tariffs" ADD CONSTRAINT "storage_tariffs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_errors" ADD CONSTRAINT "product_import_errors_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disposal_items" ADD CONSTRAINT "disposal_items_request_id_disposal_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."disposal_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disposal_items" ADD CONSTRAINT "disposal_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disposal_requests" ADD CONSTRAINT "disposal_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disposal_requests" ADD CONSTRAINT "disposal_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disposal_requests" ADD CONSTRAINT "disposal_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouse_categories_account_idx" ON "warehouse_categories" USING btree ("account_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_categories_sibling_name_key" ON "warehouse_categories" USING btree ("account_id",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_account_name_key" ON "manufacturers" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_account_sku_key" ON "products" USING btree ("account_id",lower("sku"));--> statement-breakpoint
CREATE INDEX "products_account_idx" ON "products" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_product_key" ON "stock_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_items_account_idx" ON "stock_items" USING btree ("account_id","state");--> statement-breakpoint
CREATE INDEX "stock_movements_account_idx" ON "stock_movements" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_receipts_shipment_key" ON "stock_receipts" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_snapshots_product_day_key" ON "stock_snapshots" USING btree ("product_id","day");--> statement-breakpoint
CREATE INDEX "stock_snapshots_account_day_idx" ON "stock_snapshots" USING btree ("account_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_charges_account_period_key" ON "storage_charges" USING btree ("account_id","period_from");--> statement-breakpoint
CREATE INDEX "storage_charges_account_idx" ON "storage_charges" USING btree ("account_id","period_from" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "storage_charges_due_idx" ON "storage_charges" USING btree ("status") WHERE "storage_charges"."status" = 'due';--> statement-breakpoint
CREATE UNIQUE INDEX "storage_tariffs_code_key" ON "storage_tariffs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "customs_codes_parent_idx" ON "customs_codes" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "customs_codes_level_idx" ON "customs_codes" USING btree ("level");--> statement-breakpoint
CREATE INDEX "customs_codes_search_idx" ON "customs_codes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_import_errors_import_idx" ON "product_import_errors" USING btree ("import_id","row_number","id");--> statement-breakpoint
CREATE INDEX "product_imports_account_idx" ON "product_imports" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "product_imports_one_running_key" ON "product_imports" USING btree ("account_id") WHERE "product_imports"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "disposal_items_request_idx" ON "disposal_items" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "disposal_items_product_idx" ON "disposal_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "disposal_requests_account_idx" ON "disposal_requests" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "disposal_requests_status_idx" ON "disposal_requests" USING btree ("status","created_at");