CREATE TABLE "sandbox_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender" text NOT NULL,
	"delivery_id" text NOT NULL,
	"subject" text,
	"url" text NOT NULL,
	"headers" jsonb NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Pushes still owed keep their place in the one queue every sandbox now shares.
INSERT INTO "sandbox_deliveries" ("sender", "delivery_id", "subject", "url", "headers", "body", "attempts", "next_attempt_at", "last_status", "created_at")
SELECT "kind", "delivery_id", "shop_id"::text, "url", "headers", "body", "attempts", "next_attempt_at", "last_status", "created_at"
FROM "sandbox_marketplace_deliveries" WHERE "next_attempt_at" IS NOT NULL;--> statement-breakpoint
DROP TABLE "sandbox_marketplace_deliveries" CASCADE;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_deliveries_delivery_idx" ON "sandbox_deliveries" USING btree ("sender","delivery_id");--> statement-breakpoint
CREATE INDEX "sandbox_deliveries_due_idx" ON "sandbox_deliveries" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "sandbox_deliveries_subject_idx" ON "sandbox_deliveries" USING btree ("sender","subject");