import "server-only";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { gameHosts, games, providerAccounts, providerLaunchTokens, providerSessions } from "@/server/db/schema";
import { checkedUrl } from "@/server/site/urls";
import { rowsOf } from "@/server/db/rows";
import type { PlayEndReason } from "@/lib/demo-provider/play-ended";
import { ProviderError, type Launch, type PlayEnd } from "../types";
import { hashOf, looksLikeToken, newToken } from "./tokens";

/** A launch URL works once, within a minute of being made. */
export const LAUNCH_TOKEN_TTL_SECONDS = 60;
/** How long the provider's own cookie session lasts after a launch. */
export const PROVIDER_SESSION_TTL_SECONDS = 4 * 60 * 60;
export const PROVIDER_COOKIE = "dp_session";
export const PROVIDER_PATH = "/demo-provider";

/**
 * `{host url}?token=…`: the host's address from game_hosts and a random single-use token bound to the member, the
 * host and the game. Only the token's hash is kept; the URL carries nothing else about the member.
 */
export async function mintLaunchUrl(db: DB, memberId: number, { host, game: gameId, siteSession, playUntil }: Launch): Promise<string> {
  const [hostRow] = await db.select().from(gameHosts).where(eq(gameHosts.id, host)).limit(1);
  // An address that fails the URL rule (a `javascript:` typed in by hand) is no host: the member's tab would run it.
  if (!hostRow || !checkedUrl(hostRow.url)) throw new ProviderError("unknown_host");
  if (gameId !== undefined) {
    const [game] = await db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.id, gameId), eq(games.active, true)))
      .limit(1);
    if (!game) throw new ProviderError("unknown_game");
  }
  const [account] = await db
    .select({ id: providerAccounts.memberId })
    .from(providerAccounts)
    .where(eq(providerAccounts.memberId, memberId))
    .limit(1);
  if (!account) throw new ProviderError("no_account");
  const token = newToken();
  await db.insert(providerLaunchTokens).values({
    tokenHash: hashOf(token),
    memberId,
    host,
    gameId: gameId ?? null,
    siteSession,
    playUntil,
    expiresAt: sql`now() + make_interval(secs => ${LAUNCH_TOKEN_TTL_SECONDS})`,
  });
  return `${hostRow.url}${hostRow.url.includes("?") ? "&" : "?"}token=${token}`;
}

export interface Entry {
  /** The provider session's cookie value. */
  session: string;
  memberId: number;
  /** Where the player goes: the game's slug (the first slot game when the launch named none). */
  slug: string;
}

/** A token that did not open a game: why, when the site ended the member's play before it was used. */
export interface Refused {
  refused: PlayEndReason | null;
}

/**
 * Uses a launch token at one host: a single conditional UPDATE marks it used, so of two requests with the same
 * token exactly one gets through, on any number of instances; a token the site revoked meanwhile (the row lock makes
 * that UPDATE wait for the revoking transaction) does not. Opens the provider's cookie session, ending with the site
 * session at the latest. Refused: the token is unknown, used, expired, revoked or made for another host.
 */
export async function enterWithToken(db: DB, host: number, token: unknown): Promise<Entry | Refused> {
  if (!looksLikeToken(token)) return { refused: null };
  return db.transaction(async (tx) => {
    const mine = and(eq(providerLaunchTokens.tokenHash, hashOf(token)), eq(providerLaunchTokens.host, host));
    const [used] = await tx
      .update(providerLaunchTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(mine, isNull(providerLaunchTokens.usedAt), isNull(providerLaunchTokens.revokedAt), gt(providerLaunchTokens.expiresAt, sql`now()`)),
      )
      .returning({
        memberId: providerLaunchTokens.memberId,
        gameId: providerLaunchTokens.gameId,
        siteSession: providerLaunchTokens.siteSession,
        playUntil: providerLaunchTokens.playUntil,
      });
    if (!used) {
      const [revoked] = await tx.select({ reason: providerLaunchTokens.revokedReason }).from(providerLaunchTokens).where(mine).limit(1);
      return { refused: revoked?.reason ?? null };
    }
    const slug = await slugOf(tx, used.gameId);
    if (!slug) return { refused: null };
    const session = newToken();
    const ttl = sql`now() + make_interval(secs => ${PROVIDER_SESSION_TTL_SECONDS})`;
    await tx.insert(providerSessions).values({
      tokenHash: hashOf(session),
      memberId: used.memberId,
      host,
      siteSession: used.siteSession,
      expiresAt: used.playUntil ? sql`LEAST(${ttl}, ${used.playUntil.toISOString()}::timestamptz)` : ttl,
    });
    return { session, memberId: used.memberId, slug };
  });
}

async function slugOf(db: DB, gameId: number | null): Promise<string | null> {
  const chosen = gameId === null ? undefined : eq(games.id, gameId);
  const [game] = await db
    .select({ slug: games.slug })
    .from(games)
    .where(and(eq(games.active, true), chosen ?? eq(games.category, "slot")))
    .orderBy(asc(games.sort))
    .limit(1);
  return game?.slug ?? null;
}

export interface ProviderSession {
  memberId: number;
  host: number;
}

/**
 * Ends the member's play (the site's GameProvider.endSessions): revokes their unused launch tokens first, then their
 * open sessions. In that order a token being used at this moment either waits and finds itself revoked, or opens a
 * session the second UPDATE (a later snapshot) sees and ends.
 */
export async function endProviderSessions(db: DB, memberId: number, { reason, siteSessions }: PlayEnd): Promise<void> {
  const revoked = { revokedAt: sql`now()`, revokedReason: reason };
  const tokensOf = siteSessions ? inArray(providerLaunchTokens.siteSession, siteSessions) : undefined;
  await db
    .update(providerLaunchTokens)
    .set(revoked)
    .where(and(eq(providerLaunchTokens.memberId, memberId), isNull(providerLaunchTokens.usedAt), isNull(providerLaunchTokens.revokedAt), tokensOf));
  const sessionsOf = siteSessions ? inArray(providerSessions.siteSession, siteSessions) : undefined;
  await db
    .update(providerSessions)
    .set(revoked)
    .where(
      and(eq(providerSessions.memberId, memberId), isNull(providerSessions.revokedAt), gt(providerSessions.expiresAt, sql`now()`), sessionsOf),
    );
}

export type PlayerSession = { live: true; memberId: number; host: number } | { live: false; reason: PlayEndReason | null };

/**
 * The provider session a cookie names. `lock`: inside a bet's transaction, FOR SHARE — the site's endSessions
 * (an UPDATE of this row) then waits for the bet to commit, or the bet waits for it and reads the revoked row.
 */
export async function playerSession(db: DB, cookie: string | null | undefined, { lock = false } = {}): Promise<PlayerSession> {
  if (!looksLikeToken(cookie)) return { live: false, reason: null };
  const [row] = rowsOf<{ member_id: number; host: number; live: boolean; revoked_reason: PlayEndReason | null }>(
    await db.execute(sql`
      SELECT member_id, host, revoked_reason, revoked_at IS NULL AND expires_at > now() AS live
      FROM provider_sessions WHERE token_hash = ${hashOf(cookie)}
      ${lock ? sql`FOR SHARE` : sql``}`),
  );
  if (!row) return { live: false, reason: null };
  if (!row.live) return { live: false, reason: row.revoked_reason };
  return { live: true, memberId: Number(row.member_id), host: Number(row.host) };
}

/** The provider session a cookie names, while it lasts. */
export async function findProviderSession(db: DB, cookie: string | null | undefined): Promise<ProviderSession | null> {
  const found = await playerSession(db, cookie);
  return found.live ? { memberId: found.memberId, host: found.host } : null;
}
