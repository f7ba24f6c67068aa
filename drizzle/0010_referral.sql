-- Hand-written: new_affiliate_key(), the default of members.affiliate_key: 16 characters from the alphabet of
-- server/customers/referral-key.ts. A volatile default, so ADD COLUMN draws one for every existing member (the backfill).
CREATE OR REPLACE FUNCTION new_affiliate_key() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('abcdefghjkmnpqrstuvwxyz23456789', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 16)
$$;--> statement-breakpoint
CREATE TABLE "referral_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"bangkok_day" date NOT NULL,
	"lv1_turnover_satang" bigint NOT NULL,
	"lv2_turnover_satang" bigint NOT NULL,
	"lv3_turnover_satang" bigint NOT NULL,
	"lv1_satang" bigint NOT NULL,
	"lv2_satang" bigint NOT NULL,
	"lv3_satang" bigint NOT NULL,
	"bonus_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "affiliate_key" text DEFAULT new_affiliate_key() NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_commissions_member_day_idx" ON "referral_commissions" USING btree ("member_id","bangkok_day");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_daily_commission_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."kind" = 'daily_commission';--> statement-breakpoint
CREATE INDEX "members_referred_by_idx" ON "members" USING btree ("referred_by");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_affiliate_key_unique" UNIQUE("affiliate_key");