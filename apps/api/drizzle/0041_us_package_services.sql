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
ALTER TABLE "us_package_services" ADD CONSTRAINT "us_package_services_package_id_us_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."us_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_package_services" ADD CONSTRAINT "us_package_services_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_package_services" ADD CONSTRAINT "us_package_services_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "us_package_services" ADD CONSTRAINT "us_package_services_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "us_package_services_one_open" ON "us_package_services" USING btree ("package_id","kind") WHERE "us_package_services"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "us_package_services_status_idx" ON "us_package_services" USING btree ("status","created_at");