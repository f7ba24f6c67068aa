import "server-only";
import { randomBytes } from "node:crypto";

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** 8 characters from an unambiguous alphabet: short enough to read aloud, ~40 bits against guessing. */
export function newReferralKey(): string {
  const bytes = randomBytes(8);
  let out = "";
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}
