-- Hand-written: the URL rule of lib/safe-url.ts, as the database's last line for operator-set URLs. NULL or '' (no
-- link) passes; otherwise a path on this site ("/x", never "//host" or "/\host") or an absolute http(s) URL whose
-- authority has no credentials, with no control character, whitespace or backslash anywhere. http: vs https: depends
-- on demo mode, which the app checks on every read. Numbered 0006: migration 0005 belongs to another change.
CREATE OR REPLACE FUNCTION safe_url(u text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT u IS NULL OR u = '' OR (
    length(u) <= 2048
    AND u !~ '[[:cntrl:][:space:]\\]'
    AND (u ~ '^/([^/]|$)' OR u ~* '^https?://[^/?#@]+([/?#]|$)')
  )
$$;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_link_check" CHECK (safe_url("banners"."link"));--> statement-breakpoint
ALTER TABLE "game_hosts" ADD CONSTRAINT "game_hosts_url_check" CHECK ("game_hosts"."url" <> '' AND safe_url("game_hosts"."url"));--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_urls_check" CHECK (CASE "settings"."key"
        WHEN 'site_info' THEN safe_url("settings"."value"->>'line') AND safe_url("settings"."value"->>'vip_line')
          AND safe_url("settings"."value"->>'activity') AND safe_url("settings"."value"->>'game_link')
          AND safe_url("settings"."value"->>'referral')
        WHEN 'maintenance' THEN safe_url("settings"."value"->>'img_url')
        ELSE true END);