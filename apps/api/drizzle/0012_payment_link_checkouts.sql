CREATE TABLE "payment_link_checkouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_link_checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"link_id" integer NOT NULL,
	"reference" text NOT NULL,
	"payer_email" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_session" text,
	"checkout_url" text,
	"expires_at" timestamp with time zone,
	"payment_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_link_checkouts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_link_checkouts_provider_session_unique" UNIQUE("provider_session"),
	CONSTRAINT "payment_link_checkouts_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_link_checkouts_amount_positive" CHECK ("payment_link_checkouts"."amount" > 0),
	CONSTRAINT "payment_link_checkouts_paid_once" CHECK (("payment_link_checkouts"."status" = 'paid') = ("payment_link_checkouts"."payment_id" is not null))
);
--> statement-breakpoint
-- Sessions opened before this migration were all card top-ups.
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "purpose" text DEFAULT 'top_up' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ALTER COLUMN "purpose" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN "cancel_url" text;--> statement-breakpoint
ALTER TABLE "payment_link_checkouts" ADD CONSTRAINT "payment_link_checkouts_link_id_payment_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."payment_links"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_link_checkouts" ADD CONSTRAINT "payment_link_checkouts_payment_id_payment_link_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_link_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_link_checkouts_open_idx" ON "payment_link_checkouts" USING btree ("link_id","payer_email") WHERE "payment_link_checkouts"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payment_link_payments" DROP COLUMN "card_last4";