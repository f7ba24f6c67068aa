ALTER TABLE "bonuses" ADD COLUMN "turnover_satang" bigint;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_turnover_satang_check" CHECK ("bonuses"."turnover_satang" IS NULL OR "bonuses"."turnover_satang" >= 0);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_turnover_cap_check" CHECK ("promotions"."turnover" <= 10);--> statement-breakpoint
-- Hand-written: deposits completed with a promotion before this migration paid their bonus without a bonuses row, so
-- the profile's bonus_total and history tab 1 left it out. Each becomes a claimed deposit_bonus row, as
-- completeDeposit now writes one: turnover (deposit + bonus) × the promotion's multiple.
INSERT INTO "bonuses" ("member_id", "type", "amount_satang", "status", "source", "turnover_multiple", "turnover_satang", "claim_deadline", "created_at", "claimed_at")
SELECT r."member_id", 'deposit_bonus', r."bonus_satang", 'claimed', 'deposit:' || r."id", p."turnover",
       (r."amount_satang" + r."bonus_satang") * p."turnover", COALESCE(r."settled_at", r."created_at"),
       COALESCE(r."settled_at", r."created_at"), COALESCE(r."settled_at", r."created_at")
FROM "money_requests" r JOIN "promotions" p ON p."id" = r."promotion_id"
WHERE r."type" = 'deposit' AND r."status" = 'completed' AND r."bonus_satang" > 0
ON CONFLICT ("member_id", "type", "source") DO NOTHING;
