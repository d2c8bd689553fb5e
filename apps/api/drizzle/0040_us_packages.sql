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
CREATE TABLE "us_package_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "us_package_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer,
	"filename" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "us_package_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "us_package_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"price" integer NOT NULL,
	"hold_id" integer NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"done_by" integer,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "us_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "us_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer,
	"suite" text DEFAULT '' NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"weight_kg" numeric(8, 3) NOT NULL,
	"length_cm" numeric(8, 1) NOT NULL,
	"width_cm" numeric(8, 1) NOT NULL,
	"height_cm" numeric(8, 1) NOT NULL,
	"contents" text NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"checked_in_by" integer,
	CONSTRAINT "us_packages_measures" CHECK ("us_packages"."weight_kg" > 0 and "us_packages"."length_cm" > 0 and "us_packages"."width_cm" > 0 and "us_packages"."height_cm" > 0)
);
--> statement-breakpoint
ALTER TABLE "us_package_claims" ADD CONSTRAINT "us_package_claims_package_id_us_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."us_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_package_claims" ADD CONSTRAINT "us_package_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_package_claims" ADD CONSTRAINT "us_package_claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_package_claims" ADD CONSTRAINT "us_package_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_package_photos" ADD CONSTRAINT "us_package_photos_package_id_us_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."us_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_package_photos" ADD CONSTRAINT "us_package_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_package_services" ADD CONSTRAINT "us_package_services_package_id_us_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."us_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_package_services" ADD CONSTRAINT "us_package_services_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_package_services" ADD CONSTRAINT "us_package_services_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_package_services" ADD CONSTRAINT "us_package_services_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_packages" ADD CONSTRAINT "us_packages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_packages" ADD CONSTRAINT "us_packages_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "us_package_claims_one_pending" ON "us_package_claims" USING btree ("package_id","account_id") WHERE "us_package_claims"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "us_package_claims_one_approved" ON "us_package_claims" USING btree ("package_id") WHERE "us_package_claims"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "us_package_claims_status_idx" ON "us_package_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "us_package_photos_filename_key" ON "us_package_photos" USING btree ("filename");--> statement-breakpoint
CREATE INDEX "us_package_photos_package_idx" ON "us_package_photos" USING btree ("package_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "us_package_services_one_open" ON "us_package_services" USING btree ("package_id","kind") WHERE "us_package_services"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "us_package_services_status_idx" ON "us_package_services" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "us_packages_account_idx" ON "us_packages" USING btree ("account_id","arrived_at" DESC NULLS LAST);