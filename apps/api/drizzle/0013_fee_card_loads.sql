CREATE TABLE "fee_card_loads" (
	"journal_id" integer PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fee_cards" ALTER COLUMN "issuer_token" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_cards" ALTER COLUMN "brand" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_cards" ALTER COLUMN "bin" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_cards" ALTER COLUMN "last4" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_cards" ALTER COLUMN "expiry_month" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_cards" ALTER COLUMN "expiry_year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_card_loads" ADD CONSTRAINT "fee_card_loads_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_card_loads" ADD CONSTRAINT "fee_card_loads_card_id_fee_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."fee_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_card_loads_pending_idx" ON "fee_card_loads" USING btree ("created_at") WHERE "fee_card_loads"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "fee_cards" ADD CONSTRAINT "fee_cards_issued" CHECK ("fee_cards"."status" = 'issuing' or "fee_cards"."status" = 'closed' or "fee_cards"."issuer_token" is not null);