import "server-only";
import { randomBytes } from "node:crypto";
import { signer } from "./signing";

/** A known device stays known 180 days after its last successful login. */
export const DEVICE_TTL_SECONDS = 180 * 86_400;

/** The header the site's BFF passes the HttpOnly device cookie in (and any other client may send). */
export const DEVICE_HEADER = "x-device-token";

const { sign, verify } = signer("device");

/**
 * A token saying "this browser logged in as this member": `<member>.<issued>.<random>.<signature>`, signed under
 * a key derived from OTP_SECRET, nothing stored. Given out with every successful login; it is what lets a member
 * through their own phone's login lock (server/security/limits.ts) while strangers' guesses keep it shut.
 */
export function issueDeviceToken(memberId: number): string {
  const body = `${memberId}.${Math.floor(Date.now() / 1000)}.${randomBytes(9).toString("base64url")}`;
  return `${body}.${sign(body)}`;
}

/** The member a device token was given to, if it is genuine and recent; else null. */
export function deviceMember(token: string | null | undefined): number | null {
  if (!token || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 4) return null;
  if (!verify(parts.slice(0, 3).join("."), parts[3]!)) return null;
  const [member, issued] = [Number(parts[0]), Number(parts[1])];
  if (!Number.isSafeInteger(member) || Date.now() / 1000 - issued > DEVICE_TTL_SECONDS) return null;
  return member;
}
