import type { SQL } from "drizzle-orm";
import type { PlayEndReason } from "@/lib/demo-provider/play-ended";

/**
 * What the member site needs from a game provider (the transfer-wallet model, docs/api.md): the member's
 * credit lives at the provider, and the site moves money in and out of it. Amounts are integer satang.
 *
 * Every method that changes a balance takes an idempotency key: calling it again with the same key (after a
 * timeout, a crash, a retry) returns the first answer and moves nothing. A refused call (insufficient funds)
 * records nothing, so it may be retried with the same key.
 */
export interface GameProvider {
  /** Opens the member's account with a zero balance; does nothing when it exists. */
  createAccount(memberId: number): Promise<void>;
  /** The member's balance at the provider, in satang. */
  balance(memberId: number): Promise<number>;
  /** Every stake the member has ever placed, in satang (a promotion's turnover is counted against it). */
  wagered(memberId: number): Promise<number>;
  /**
   * The member's net loss over [from, to): stakes minus wins in satang, from the provider's own round records
   * (negative when the member won). The weekly cashback is computed from it.
   */
  winLoss(memberId: number, from: Date, to: Date): Promise<number>;
  /**
   * The stakes the member placed over [from, to), in satang, from the provider's own (settled) round records. The
   * daily referral commission is computed from it.
   */
  turnover(memberId: number, from: Date, to: Date): Promise<number>;
  /** Credits the member's provider balance (a deposit reaching the game wallet). */
  transferIn(memberId: number, satang: number, idempotencyKey: string): Promise<Transfer>;
  /** Debits it (a withdrawal leaving the game wallet); never below zero. */
  transferOut(memberId: number, satang: number, idempotencyKey: string): Promise<Transfer>;
  /**
   * Ends the member's play at the provider: their unused launch URLs stop working and their open game sessions take
   * no further bet (`siteSessions`: only what those site sessions started). Joins the caller's transaction, which
   * holds the member's lock (locks.ts step 2); the player is shown `reason`.
   */
  endSessions(memberId: number, end: PlayEnd): Promise<void>;
  /**
   * A URL that opens a game for the member on one of the 7 hosts. It carries only a short-lived, single-use token:
   * never the phone, the password or the site's session. The game session it opens belongs to `siteSession` and
   * ends by `playUntil` at the latest.
   */
  launchUrl(memberId: number, launch: Launch): Promise<string>;
  /**
   * Only for a provider whose records live in the site's own database (the built-in demo provider): the read-only
   * figures above as SQL expressions over a member id expression, so a read that needs them (the profile poll) takes
   * them in its own statement instead of another round trip. A provider behind HTTP leaves it out, and is called.
   */
  readonly inDatabase?: InDatabaseFigures;
}

export interface Launch {
  host: number;
  game?: number;
  /** The site session that asked for the launch (opaque to the provider). */
  siteSession: number;
  /** When that session ends. */
  playUntil: Date;
}

export interface PlayEnd {
  reason: PlayEndReason;
  /** Only the play these site sessions started; all of the member's when left out. */
  siteSessions?: number[];
}


interface InDatabaseFigures {
  /** `winLoss` over [from, to) as a bigint expression (0 without rounds). */
  winLoss(memberId: SQL, from: Date, to: Date): SQL;
  /** `wagered` as a bigint expression: NULL when the member has no account (call `wagered` then: it opens one). */
  wagered(memberId: SQL): SQL;
}

export interface Transfer {
  /** The provider's id for the movement. */
  id: number;
  /** The balance right after this movement (for a replay, after the first call). */
  balanceSatang: number;
  /** True when the key had been used: nothing moved this time. */
  replayed: boolean;
}

export type ProviderErrorCode =
  | "no_account"
  | "insufficient_funds"
  /** The key was used before for another member, direction or amount. */
  | "idempotency_conflict"
  | "invalid_amount"
  | "unknown_host"
  | "unknown_game";

export class ProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}
