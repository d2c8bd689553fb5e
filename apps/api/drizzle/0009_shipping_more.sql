CREATE TABLE "return_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_by" integer,
	"message" text NOT NULL,
	"files" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_distributions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_distributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"recipient_id" integer,
	"recipient" jsonb NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "return_items_quantity" CHECK ("return_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"account_id" integer,
	"status" text NOT NULL,
	"shipment_number" text,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"arrived_at" date NOT NULL,
	"assigned_at" timestamp with time zone,
	"storage_paid_until" date,
	"storage_charged" bigint DEFAULT 0 NOT NULL,
	"storage_journal_id" integer,
	"decision" text,
	"decision_comment" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"processed_at" timestamp with time zone,
	"processed_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_owner" CHECK (("returns"."status" = 'unidentified') = ("returns"."account_id" is null)),
	CONSTRAINT "returns_decided" CHECK (("returns"."status" in ('decided', 'processed')) = ("returns"."decision" is not null))
);
--> statement-breakpoint
ALTER TABLE "return_claims" ADD CONSTRAINT "return_claims_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_claims" ADD CONSTRAINT "return_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_claims" ADD CONSTRAINT "return_claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_claims" ADD CONSTRAINT "return_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_distributions" ADD CONSTRAINT "return_distributions_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_distributions" ADD CONSTRAINT "return_distributions_recipient_id_address_book_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."address_book"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_claims_one_pending" ON "return_claims" USING btree ("return_id","account_id") WHERE "return_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "return_claims_status_idx" ON "return_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "return_claims_account_idx" ON "return_claims" USING btree ("account_id","return_id");--> statement-breakpoint
CREATE INDEX "return_distributions_return_idx" ON "return_distributions" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_items_return_idx" ON "return_items" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_key" ON "returns" USING btree ("number");--> statement-breakpoint
CREATE INDEX "returns_account_idx" ON "returns" USING btree ("account_id","status","arrived_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","arrived_at" DESC NULLS LAST);