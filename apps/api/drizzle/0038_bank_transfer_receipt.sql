ALTER TABLE "top_ups" ADD COLUMN "received_amount" bigint;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "value_date" date;--> statement-breakpoint
-- hand-written: bank transfers confirmed before the receipt was recorded were credited in full
UPDATE "top_ups" SET "received_amount" = "amount" + "fee" WHERE "method" = 'bank_transfer' AND "status" = 'paid' AND "received_amount" IS NULL;
