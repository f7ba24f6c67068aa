CREATE TABLE "idempotency_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"call" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"balance_satang" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" IN ('member_wallet', 'member_hold', 'operator_bank', 'provider_float')),
	CONSTRAINT "ledger_accounts_member_nonnegative" CHECK ("ledger_accounts"."kind" NOT IN ('member_wallet', 'member_hold') OR "ledger_accounts"."balance_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount_satang" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"reverses" bigint,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "manual_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"event_id" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"reason" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "money_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"method" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_satang" bigint NOT NULL,
	"requested_satang" bigint NOT NULL,
	"promotion_id" integer,
	"expires_at" timestamp with time zone,
	"deleted_cause" text,
	"qr_payload" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "money_requests_type_check" CHECK ("money_requests"."type" IN ('deposit', 'withdraw')),
	CONSTRAINT "money_requests_status_check" CHECK ("money_requests"."status" IN ('pending', 'completed', 'cancelled', 'expired', 'rejected')),
	CONSTRAINT "money_requests_amount_check" CHECK ("money_requests"."amount_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"event_id" text NOT NULL,
	"outcome" text NOT NULL,
	"request_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_unique_idx" ON "idempotency_keys" USING btree ("member_id","call","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_tx_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "money_requests_member_idx" ON "money_requests" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_requests_open_amount_idx" ON "money_requests" USING btree ("amount_satang") WHERE "money_requests"."type" = 'deposit' AND "money_requests"."method" = 'bank' AND "money_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "money_requests_open_deposit_idx" ON "money_requests" USING btree ("member_id") WHERE "money_requests"."type" = 'deposit' AND "money_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_unique_idx" ON "webhook_events" USING btree ("source","event_id");--> statement-breakpoint
-- Hand-written: every ledger transaction's entries sum to zero, checked at commit (deferred), whatever code wrote them.
CREATE FUNCTION "ledger_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT COALESCE(SUM("amount_satang"), 0) FROM "ledger_entries" WHERE "transaction_id" = NEW."transaction_id") <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero', NEW."transaction_id" USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_balanced"();
--> statement-breakpoint
-- Hand-written: entries are never edited or deleted; a correction is a reversing transaction.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only: post a reversing transaction' USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_change" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
