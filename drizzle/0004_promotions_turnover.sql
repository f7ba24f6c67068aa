CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"bonus_percent" integer NOT NULL,
	"max_bonus_satang" bigint NOT NULL,
	"min_deposit_satang" bigint NOT NULL,
	"turnover" integer NOT NULL,
	"first_deposit_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "promotions_bonus_check" CHECK ("promotions"."bonus_percent" BETWEEN 1 AND 200 AND "promotions"."max_bonus_satang" > 0 AND "promotions"."turnover" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "turnover_target_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "turnover_required_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "money_requests" ADD COLUMN "bonus_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_accounts" ADD COLUMN "wagered_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: no promotion existed before this migration (none was ever paid), so a promotion_id sent earlier
-- names nothing; cleared so the foreign key can be added.
UPDATE "money_requests" SET "promotion_id" = NULL WHERE "promotion_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" IN ('member_wallet', 'member_hold', 'operator_bank', 'provider_float', 'promotion_expense'));