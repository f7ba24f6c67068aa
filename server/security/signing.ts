import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/server/env";

/**
 * Short HMAC-SHA256 signatures (32 base64url characters) under a key derived from OTP_SECRET for one purpose, so a
 * signature made for one purpose (a challenge, a device token) is worth nothing for another. Nothing is stored.
 */
export function signer(purpose: string) {
  const key = () => createHash("sha256").update(`${purpose}:${serverEnv().OTP_SECRET}`).digest();
  const sign = (payload: string) => createHmac("sha256", key()).update(payload).digest("base64url").slice(0, 32);
  const verify = (payload: string, signature: string) => {
    const given = Buffer.from(signature);
    const expected = Buffer.from(sign(payload));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return { sign, verify };
}
