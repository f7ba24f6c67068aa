ALTER TABLE "staff" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "setup_code_hash" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "setup_expires_at" timestamp with time zone;