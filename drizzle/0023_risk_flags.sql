CREATE TABLE "risk_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"items" text[] NOT NULL,
	"member_ids" integer[] NOT NULL,
	"evidence" jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"close_reason" text,
	CONSTRAINT "risk_flags_kind_check" CHECK ("risk_flags"."kind" IN ('shared_device', 'shared_bank_name', 'shared_ip', 'deposit_withdraw_no_play', 'bonus_turnover_minimum')),
	CONSTRAINT "risk_flags_close_check" CHECK (("risk_flags"."closed_at" IS NULL) = ("risk_flags"."close_reason" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_member" integer;--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_closed_by_staff_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_flags_open_idx" ON "risk_flags" USING btree ("kind","subject") WHERE "risk_flags"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "risk_flags_subject_idx" ON "risk_flags" USING btree ("kind","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_risk_scan_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."kind" = 'risk_scan';--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at");