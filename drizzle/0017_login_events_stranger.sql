-- Strangers' failed logins (wrong password from a device not known as the member's) are kept apart from the
-- member's own login history, so a flood of them cannot push the member's real entries out of the kept 100.
ALTER TABLE "login_events" ADD COLUMN "stranger" boolean DEFAULT false NOT NULL;
