DROP INDEX "shipments_account_created_idx";--> statement-breakpoint
DROP INDEX "shipments_account_status_idx";--> statement-breakpoint
CREATE INDEX "shipments_list_idx" ON "shipments" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"type","search_text") WHERE "shipments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "shipments_list_status_idx" ON "shipments" USING btree ("account_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"type","search_text") WHERE "shipments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "shipments_list_pending_idx" ON "shipments" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "shipments"."parent_id" is null and "shipments"."pending_action" is not null;