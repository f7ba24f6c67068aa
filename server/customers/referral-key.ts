import "server-only";
import { randomBytes } from "node:crypto";

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function keyOf(length: number): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** 8 characters from an unambiguous alphabet: short enough to read aloud, ~40 bits against guessing. */
export const newReferralKey = (): string => keyOf(8);

/** The same member's key in a longer form for marketing links (/u/{affiliate_key}): 16 characters, ~79 bits. */
export const newAffiliateKey = (): string => keyOf(16);
