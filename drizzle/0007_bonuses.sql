CREATE TABLE "bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"status" text DEFAULT 'claimable' NOT NULL,
	"source" text NOT NULL,
	"turnover_multiple" integer NOT NULL,
	"claim_deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "bonuses_type_check" CHECK ("bonuses"."type" IN ('deposit_bonus', 'cashback', 'spin', 'commission')),
	CONSTRAINT "bonuses_status_check" CHECK ("bonuses"."status" IN ('claimable', 'claimed', 'expired', 'cancelled')),
	CONSTRAINT "bonuses_amount_check" CHECK ("bonuses"."amount_satang" > 0),
	CONSTRAINT "bonuses_turnover_check" CHECK ("bonuses"."turnover_multiple" BETWEEN 0 AND 10)
);
--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_member_type_source_idx" ON "bonuses" USING btree ("member_id","type","source");--> statement-breakpoint
CREATE INDEX "bonuses_member_idx" ON "bonuses" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_weekly_cashback_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."kind" = 'weekly_cashback';--> statement-breakpoint
CREATE INDEX "slot_rounds_member_time_idx" ON "slot_rounds" USING btree ("member_id","created_at");