-- Play ends with the site session that started it, and at once when the member is excluded, logs out or changes
-- password: launch tokens, provider sessions and activity tickets are revoked (with the reason the player is shown),
-- and each launch token and provider session names the site session it belongs to.
ALTER TABLE "activity_tickets" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_launch_tokens" ADD COLUMN "site_session" integer;--> statement-breakpoint
ALTER TABLE "provider_launch_tokens" ADD COLUMN "play_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_launch_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_launch_tokens" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD COLUMN "site_session" integer;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
CREATE INDEX "activity_tickets_member_idx" ON "activity_tickets" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "provider_launch_tokens_member_idx" ON "provider_launch_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "provider_sessions_member_idx" ON "provider_sessions" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "provider_launch_tokens" ADD CONSTRAINT "provider_launch_tokens_reason_check" CHECK ("provider_launch_tokens"."revoked_reason" IS NULL OR "provider_launch_tokens"."revoked_reason" IN ('timeout', 'self_exclusion', 'logout', 'password', 'session_ended'));--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_reason_check" CHECK ("provider_sessions"."revoked_reason" IS NULL OR "provider_sessions"."revoked_reason" IN ('timeout', 'self_exclusion', 'logout', 'password', 'session_ended'));