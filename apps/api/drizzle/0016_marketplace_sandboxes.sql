CREATE TABLE "sandbox_marketplace_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_marketplace_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"shop_id" integer NOT NULL,
	"order_external_id" text,
	"action" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_marketplace_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_marketplace_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"shop_id" integer NOT NULL,
	"delivery_id" text NOT NULL,
	"url" text NOT NULL,
	"headers" jsonb NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"last_status" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_marketplace_deliveries_delivery_id_unique" UNIQUE("delivery_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_marketplace_grants" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"shop_id" integer NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text,
	"scope" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_marketplace_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_marketplace_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"shop_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_marketplace_shops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_marketplace_shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 5000001 CACHE 1),
	"kind" text NOT NULL,
	"handle" text NOT NULL,
	"external_id" text NOT NULL,
	"tracking_restricted" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_marketplace_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_marketplace_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"shop_id" integer NOT NULL,
	"topic" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_marketplace_tokens" (
	"hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"shop_id" integer NOT NULL,
	"type" text NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_marketplace_actions_shop_idx" ON "sandbox_marketplace_actions" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "sandbox_marketplace_deliveries_due_idx" ON "sandbox_marketplace_deliveries" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_marketplace_orders_external_idx" ON "sandbox_marketplace_orders" USING btree ("shop_id","external_id");--> statement-breakpoint
CREATE INDEX "sandbox_marketplace_orders_modified_idx" ON "sandbox_marketplace_orders" USING btree ("shop_id","modified_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_marketplace_shops_handle_idx" ON "sandbox_marketplace_shops" USING btree ("kind","handle");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_marketplace_subscriptions_idx" ON "sandbox_marketplace_subscriptions" USING btree ("shop_id","topic","url");--> statement-breakpoint
CREATE INDEX "sandbox_marketplace_tokens_shop_idx" ON "sandbox_marketplace_tokens" USING btree ("shop_id");