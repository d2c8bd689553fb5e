ALTER TABLE "marketplace_orders" ADD COLUMN "buyer_currency" text;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "buyer_total" bigint;