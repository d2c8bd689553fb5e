CREATE TABLE "shop_connection_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_connection_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"platform" text NOT NULL,
	"shop_url" text NOT NULL,
	"comment" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer
);
--> statement-breakpoint
CREATE TABLE "shop_connections" (
	"state" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"shop_name" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shop_push_deliveries" (
	"delivery_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"status" text NOT NULL,
	"credentials" jsonb,
	"track_mode" text,
	"shipment_defaults" jsonb,
	"tracking_permitted" boolean DEFAULT true NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	"unlinked_at" timestamp with time zone,
	"sync_state" text DEFAULT 'queued' NOT NULL,
	"sync_started_at" timestamp with time zone,
	"sync_modified_since" timestamp with time zone,
	"sync_cursor" text,
	"sync_seen_until" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_detail" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_trials" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketplace_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"crm_status" text DEFAULT 'new' NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"marketplace_updated_at" timestamp with time zone NOT NULL,
	"buyer_name" text,
	"buyer_email" text,
	"buyer_note" text,
	"seller_note" text DEFAULT '' NOT NULL,
	"ship_to" jsonb,
	"country" text,
	"currency" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"shipping" bigint NOT NULL,
	"fees" bigint,
	"total" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"items_count" integer NOT NULL,
	"search_text" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"raw" jsonb NOT NULL,
	"track_state" text DEFAULT 'none' NOT NULL,
	"track_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"track_carrier" text,
	"track_error" text,
	"track_sent_at" timestamp with time zone,
	"track_attempts" integer DEFAULT 0 NOT NULL,
	"track_next_attempt_at" timestamp with time zone,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_connection_requests" ADD CONSTRAINT "shop_connection_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_connections" ADD CONSTRAINT "shop_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_trials" ADD CONSTRAINT "crm_trials_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_connection_requests_account_idx" ON "shop_connection_requests" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_linked_external_idx" ON "shops" USING btree ("kind","external_id") WHERE unlinked_at is null;--> statement-breakpoint
CREATE INDEX "shops_account_idx" ON "shops" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_orders_external_idx" ON "marketplace_orders" USING btree ("shop_id","external_id");--> statement-breakpoint
CREATE INDEX "marketplace_orders_list_idx" ON "marketplace_orders" USING btree ("account_id","ordered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"kind","shop_id","status","payment_status","crm_status","track_state","search_text");--> statement-breakpoint
CREATE INDEX "marketplace_orders_track_due_idx" ON "marketplace_orders" USING btree ("track_next_attempt_at") WHERE track_state = 'pending';