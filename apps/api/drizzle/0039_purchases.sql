CREATE TABLE "purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"status" text NOT NULL,
	"items" jsonb NOT NULL,
	"quote_items" bigint,
	"quote_sales_tax" bigint,
	"quote_us_shipping" bigint,
	"quote_fee" bigint,
	"quote_total" bigint,
	"quote_expires_at" timestamp with time zone,
	"hold_id" integer,
	"paid" bigint,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"shop_order_number" text,
	"tracking" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_account_idx" ON "purchases" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchases_status_idx" ON "purchases" USING btree ("status","updated_at");