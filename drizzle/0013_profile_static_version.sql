-- The profile poll keeps the active operator account and the promotion list in process (server/customers/profile.ts)
-- and checks them against content_version inside its one statement: a write to either table moves the version in the
-- same transaction, whoever writes (the ops commands, the seed, another instance on the same PostgreSQL). Both change
-- rarely; the visitor shell's entries (server/api/shared-cache.ts) are re-read after such a write too, which is harmless.
CREATE TRIGGER "operator_accounts_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "operator_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "promotions_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
