CREATE TABLE "provider_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"refreshing_until" timestamp with time zone
);
