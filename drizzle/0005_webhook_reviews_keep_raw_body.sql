ALTER TABLE "manual_reviews" ALTER COLUMN "amount_satang" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_reviews" ALTER COLUMN "payload" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_reviews" ADD COLUMN "raw_body" "bytea";