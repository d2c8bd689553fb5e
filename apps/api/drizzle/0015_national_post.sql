CREATE TABLE "national_post_shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "national_post_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"status" text NOT NULL,
	"uuid" text,
	"barcode" text,
	"package_type" text NOT NULL,
	"category" text NOT NULL,
	"currency" text NOT NULL,
	"weight_g" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"width_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"sender" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"recipient_name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"value_sdr_cents" bigint NOT NULL,
	"delivery_price_uah" bigint,
	"price_usd" bigint,
	"failure" text,
	"charge_journal_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "national_post_shipments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "national_post_shipments" ADD CONSTRAINT "national_post_shipments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "national_post_shipments_account_idx" ON "national_post_shipments" USING btree ("account_id","created_at" DESC NULLS LAST);