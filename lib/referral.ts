/**
 * The referral key a `/u/{id}` or `?ref=` link carries, kept for the registration form in the
 * `ck-refferal` cookie (sic: docs/product.md). proxy.ts writes it; the register form reads it with js-cookie.
 */
export const REFERRAL_COOKIE = "ck-refferal";

/** 30 days, in seconds. */
export const REFERRAL_MAX_AGE = 30 * 24 * 60 * 60;

const KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** The key when it is 1-64 of A-Z a-z 0-9 _ -; anything else (empty, too long, other characters) is ignored. */
export function referralKeyOf(raw: unknown): string | null {
  return typeof raw === "string" && KEY.test(raw) ? raw : null;
}
