ALTER TABLE "marketplace_orders" ADD COLUMN "buyer_erased" text;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD COLUMN "buyer_data_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "marketplace_orders_buyer_data_due_idx" ON "marketplace_orders" USING btree ("buyer_data_until") WHERE buyer_erased is null and buyer_data_until is not null;--> statement-breakpoint
-- Orders erased by a privacy notice before this column existed carried the mark in their raw payload.
UPDATE "marketplace_orders" SET "buyer_erased" = 'notice' WHERE "raw" ? 'erased';
