CREATE TABLE "us_package_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "us_package_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_by" integer,
	"order_number" text NOT NULL,
	"tracking_number" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"files" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"fee_charged" integer,
	"fee_journal_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "us_package_claims" ADD CONSTRAINT "us_package_claims_package_id_us_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."us_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_package_claims" ADD CONSTRAINT "us_package_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_package_claims" ADD CONSTRAINT "us_package_claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_package_claims" ADD CONSTRAINT "us_package_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "us_package_claims_one_pending" ON "us_package_claims" USING btree ("package_id","account_id") WHERE "us_package_claims"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "us_package_claims_one_approved" ON "us_package_claims" USING btree ("package_id") WHERE "us_package_claims"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "us_package_claims_status_idx" ON "us_package_claims" USING btree ("status","created_at");