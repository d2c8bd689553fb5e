CREATE TABLE "ops_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ops_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"withdrawal_id" integer,
	"direction" text,
	"reason" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"refusal_reason" text,
	"journal_id" integer,
	CONSTRAINT "ops_approvals_amount_positive" CHECK ("ops_approvals"."amount" > 0),
	CONSTRAINT "ops_approvals_kind" CHECK (("ops_approvals"."kind" = 'payout' and "ops_approvals"."withdrawal_id" is not null and "ops_approvals"."direction" is null)
        or ("ops_approvals"."kind" = 'adjustment' and "ops_approvals"."withdrawal_id" is null and "ops_approvals"."direction" is not null and "ops_approvals"."reason" is not null)),
	CONSTRAINT "ops_approvals_approved" CHECK (("ops_approvals"."status" = 'approved') = ("ops_approvals"."journal_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ops_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ops_approvals" ADD CONSTRAINT "ops_approvals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_approvals" ADD CONSTRAINT "ops_approvals_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_approvals" ADD CONSTRAINT "ops_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_approvals" ADD CONSTRAINT "ops_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_approvals" ADD CONSTRAINT "ops_approvals_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_settings" ADD CONSTRAINT "ops_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ops_approvals_one_pending_payout" ON "ops_approvals" USING btree ("withdrawal_id") WHERE "ops_approvals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "ops_approvals_status_idx" ON "ops_approvals" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "ops_approvals_withdrawal_idx" ON "ops_approvals" USING btree ("withdrawal_id");