CREATE TABLE "credit_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"decided_by" integer,
	"reject_reason" text,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "credit_adjustments_type_check" CHECK ("credit_adjustments"."type" IN ('goodwill', 'correction')),
	CONSTRAINT "credit_adjustments_amount_check" CHECK ("credit_adjustments"."amount_satang" <> 0 AND ("credit_adjustments"."type" = 'correction' OR "credit_adjustments"."amount_satang" > 0)),
	CONSTRAINT "credit_adjustments_reason_check" CHECK ("credit_adjustments"."reason" = btrim("credit_adjustments"."reason") AND char_length("credit_adjustments"."reason") BETWEEN 3 AND 500),
	CONSTRAINT "credit_adjustments_status_check" CHECK ("credit_adjustments"."status" IN ('pending', 'posted', 'rejected')),
	CONSTRAINT "credit_adjustments_decision_check" CHECK (("credit_adjustments"."status" = 'pending') = ("credit_adjustments"."decided_by" IS NULL AND "credit_adjustments"."decided_at" IS NULL)
        AND ("credit_adjustments"."status" = 'posted') = ("credit_adjustments"."ledger_transaction_id" IS NOT NULL)
        AND ("credit_adjustments"."status" = 'rejected') = ("credit_adjustments"."reject_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "credit_adjustments" ADD CONSTRAINT "credit_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_adjustments" ADD CONSTRAINT "credit_adjustments_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_adjustments" ADD CONSTRAINT "credit_adjustments_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_adjustments" ADD CONSTRAINT "credit_adjustments_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_adjustments_member_idx" ON "credit_adjustments" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "credit_adjustments_pending_idx" ON "credit_adjustments" USING btree ("id") WHERE "credit_adjustments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" IN ('member_wallet', 'member_hold', 'operator_bank', 'provider_float', 'promotion_expense', 'operator_adjustments'));