CREATE TABLE "tariff_tables" (
	"delivery_type" text NOT NULL,
	"zone" text NOT NULL,
	"days_min" integer NOT NULL,
	"days_max" integer NOT NULL,
	"bands" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone,
	CONSTRAINT "tariff_tables_delivery_type_zone_pk" PRIMARY KEY("delivery_type","zone"),
	CONSTRAINT "tariff_tables_days" CHECK ("tariff_tables"."days_min" between 1 and "tariff_tables"."days_max")
);
--> statement-breakpoint
CREATE TABLE "address_book" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "address_book_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"book_type" text NOT NULL,
	"variation_type" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_book_default_is_sender" CHECK (not "address_book"."is_default" or "address_book"."book_type" = 'sender')
);
--> statement-breakpoint
ALTER TABLE "tariff_tables" ADD CONSTRAINT "tariff_tables_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book" ADD CONSTRAINT "address_book_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "address_book_one_default_sender" ON "address_book" USING btree ("account_id") WHERE "address_book"."is_default";--> statement-breakpoint
CREATE INDEX "address_book_account_idx" ON "address_book" USING btree ("account_id","book_type","id");