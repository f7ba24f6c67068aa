-- Security notices (issue 16): two-factor turned on or off and a login from a new device are recorded as notifications
-- of their own kind, with the session whose act they record (never shown to it); a session opened from one of the
-- member's own browsers (its device token) is marked, and is shown the new-device notices made while it was away.
ALTER TABLE "notifications" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "known_device" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('message', 'two_factor_on', 'two_factor_off', 'new_device'));