CREATE TABLE "sandbox_ukrposhta_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_ukrposhta_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000001 CACHE 1),
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_ukrposhta_clients" (
	"uuid" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"address_id" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_ukrposhta_shipments" (
	"serial" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_ukrposhta_shipments_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 10000001 CACHE 1),
	"uuid" text NOT NULL,
	"barcode" text NOT NULL,
	"package_type" text NOT NULL,
	"status" text NOT NULL,
	"delivery_price" bigint NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "sandbox_ukrposhta_shipments_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "sandbox_ukrposhta_shipments_barcode_unique" UNIQUE("barcode")
);
--> statement-breakpoint
CREATE INDEX "sandbox_ukrposhta_shipments_created_idx" ON "sandbox_ukrposhta_shipments" USING btree ("created_at");