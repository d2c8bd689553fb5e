CREATE TABLE "tariff_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tariff_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_type" text NOT NULL,
	"zone" text NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"days_min" integer NOT NULL,
	"days_max" integer NOT NULL,
	"bands" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "tariff_versions_days" CHECK ("tariff_versions"."days_min" between 1 and "tariff_versions"."days_max")
);
--> statement-breakpoint
ALTER TABLE "tariff_versions" ADD CONSTRAINT "tariff_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_versions" ADD CONSTRAINT "tariff_versions_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tariff_versions_one_per_moment" ON "tariff_versions" USING btree ("delivery_type","zone","effective_from") WHERE "tariff_versions"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "tariff_versions_pair_idx" ON "tariff_versions" USING btree ("delivery_type","zone","id");--> statement-breakpoint
-- hand-written: each existing rate table becomes the first version of its pair, in force since the start (who last
-- changed it and when are kept as the version's author and time); 0037 then drops tariff_tables.
INSERT INTO "tariff_versions" ("delivery_type", "zone", "effective_from", "days_min", "days_max", "bands", "created_by", "created_at")
SELECT "delivery_type", "zone", '1970-01-01T00:00:00Z', "days_min", "days_max", "bands", "updated_by", coalesce("updated_at", now())
FROM "tariff_tables";
