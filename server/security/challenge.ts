import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { leadingZeroBits, type Challenge, type Solution } from "@/lib/security/pow";
import { serverEnv } from "@/server/env";
import type { Rule } from "./rate-limit";
import { signer } from "./signing";

/** A challenge must be solved and used within 10 minutes. */
const CHALLENGE_TTL_SECONDS = 600;

/** Bits asked once sends pass the threshold; one more per doubling beyond it, up to the top. */
const BASE_BITS = 16;
const TOP_BITS = 20;
/** Past the threshold, one bit more for every NETWORK_STEP sends its network made in the hour, up to NETWORK_TOP. */
const NETWORK_STEP = 2;
const NETWORK_TOP = 22;

/**
 * How hard the proof of work is with `recent` SMS sends in the last hour site-wide: 0 (none asked) below
 * SMS_CHALLENGE_AFTER, then 16 bits (≈65,000 hashes, a fraction of a second in a browser), one bit more each time
 * the count doubles, at most 20.
 */
export function bitsFor(recent: number, threshold = serverEnv().SMS_CHALLENGE_AFTER): number {
  if (recent < threshold) return 0;
  return Math.min(TOP_BITS, BASE_BITS + Math.floor(Math.log2(Math.max(1, recent / Math.max(1, threshold)))));
}

/**
 * The bits one send is asked for: the site-wide price (`bitsFor`), plus one bit for every two sends its network
 * (/24 or /64) made in the last hour, at most 22. A visitor on their own network pays the site's price; a client
 * sending from a few networks pays twice as much again every two sends from each. Below the threshold nobody is
 * asked anything.
 */
export function bitsForSend(load: { site: number; network: number }, threshold = serverEnv().SMS_CHALLENGE_AFTER): number {
  const site = bitsFor(load.site, threshold);
  if (site === 0) return 0;
  return Math.min(NETWORK_TOP, site + Math.floor(load.network / NETWORK_STEP));
}

const { sign, verify } = signer("challenge");

/** A challenge for one phone and purpose: `v1.<bits>.<expires>.<id>.<signature>`, nothing stored. */
export function issueChallenge(scope: string, bits: number): Challenge {
  const expires = Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS;
  const id = randomBytes(12).toString("base64url");
  const body = `v1.${bits}.${expires}.${id}`;
  return { token: `${body}.${sign(`${scope}|${body}`)}`, bits };
}

/**
 * Checks a solution for this scope. Valid: the rule that makes it single-use (the caller adds it to the same
 * limits, so it is spent only when the send goes through). Invalid, expired or another phone's: null.
 */
export function checkSolution(scope: string, solution: Solution | undefined): Rule | null {
  if (!solution) return null;
  const parts = solution.token.split(".");
  if (parts.length !== 5 || parts[0] !== "v1") return null;
  const [, bitsText, expiresText, id, signature] = parts as [string, string, string, string, string];
  if (!verify(`${scope}|${parts.slice(0, 4).join(".")}`, signature)) return null;
  if (Number(expiresText) < Date.now() / 1000) return null;
  const digest = createHash("sha256").update(`${solution.token}:${solution.nonce}`).digest();
  if (leadingZeroBits(digest) < Number(bitsText)) return null;
  return { key: `challenge:${id}`, max: 1, windowSeconds: CHALLENGE_TTL_SECONDS };
}
