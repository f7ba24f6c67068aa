import "server-only";
import { safeUrl } from "@/lib/safe-url";
import { serverEnv } from "@/server/env";

/** The URL rule of this process: `http:` is accepted only in demo mode (lib/safe-url.ts). */
export const urlRule = () => ({ allowHttp: serverEnv().DEMO_MODE });

/** The URL when it passes the rule, else null. */
export const checkedUrl = (value: unknown) => safeUrl(value, urlRule());

/** The site-info fields that hold URLs. */
export const SITE_INFO_URLS = ["line", "vip_line", "activity", "game_link", "referral"] as const;

/** Each URL field kept when it passes the rule, emptied otherwise (an empty field shows no link). */
export function withSafeLinks<T extends Partial<Record<(typeof SITE_INFO_URLS)[number], string>>>(info: T): T {
  const out = { ...info };
  for (const key of SITE_INFO_URLS) {
    const value = out[key];
    if (value) out[key] = (checkedUrl(value) ?? "") as T[typeof key];
  }
  return out;
}

/**
 * For the seed and any other write: throws naming the first field whose URL fails the rule (empty fields pass).
 * `what` names the record, e.g. "game_hosts 3".
 */
export function assertSafeUrls(what: string, fields: Record<string, string | null | undefined>): void {
  for (const [field, value] of Object.entries(fields)) {
    if (value && !checkedUrl(value)) {
      throw new Error(`${what}.${field}: ${JSON.stringify(value)} is not an https: URL or a path on this site`);
    }
  }
}
