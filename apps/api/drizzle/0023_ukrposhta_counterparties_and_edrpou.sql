CREATE TABLE "sandbox_ukrposhta_counterparties" (
	"uuid" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_ukrposhta_counterparties_token_unique" UNIQUE("token"),
	CONSTRAINT "sandbox_ukrposhta_counterparties_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_ukrposhta_installation" (
	"id" integer PRIMARY KEY NOT NULL,
	"ecom_bearer" text NOT NULL,
	"tracking_bearer" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_ukrposhta_addresses" ADD COLUMN "counterparty_uuid" text;--> statement-breakpoint
ALTER TABLE "sandbox_ukrposhta_clients" ADD COLUMN "counterparty_uuid" text;--> statement-breakpoint
ALTER TABLE "sandbox_ukrposhta_shipments" ADD COLUMN "counterparty_uuid" text;--> statement-breakpoint
ALTER TABLE "sandbox_ukrposhta_shipments" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "address_book" ADD COLUMN "edrpou" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sandbox_ukrposhta_shipments_counterparty_idx" ON "sandbox_ukrposhta_shipments" USING btree ("counterparty_uuid");