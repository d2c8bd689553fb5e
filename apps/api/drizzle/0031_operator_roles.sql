ALTER TABLE "users" ADD COLUMN "ops_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Operators who worked before roles existed keep doing what they did: every one is an administrator until one of
-- them narrows the others' roles (docs/decisions.md "Back-office roles").
UPDATE "users" SET "ops_roles" = '{admin}' WHERE "role" = 'operator';
