CREATE TABLE "sandbox_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_marketplace_shops" ADD COLUMN "owner_account_id" integer;--> statement-breakpoint
-- A sandbox shop opened before owners were kept belongs to the account that first connected it, if one did.
UPDATE "sandbox_marketplace_shops" AS s SET "owner_account_id" = (
	SELECT c."account_id" FROM "shops" AS c
	WHERE c."kind" = s."kind" AND c."external_id" = s."external_id"
	ORDER BY c."connected_at", c."id" LIMIT 1
);