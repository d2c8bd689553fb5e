CREATE TABLE "error_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "error_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"platform" text NOT NULL,
	"level" text NOT NULL,
	"exception_type" text,
	"message" text NOT NULL,
	"frames" jsonb NOT NULL,
	"release" text,
	"environment" text,
	"route" text,
	"user_id" text,
	"request_id" text,
	"trace_id" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "error_events_event_idx" ON "error_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "error_events_platform_idx" ON "error_events" USING btree ("platform","id");