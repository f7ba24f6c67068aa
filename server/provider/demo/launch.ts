import "server-only";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { gameHosts, games, providerAccounts, providerLaunchTokens, providerSessions } from "@/server/db/schema";
import { checkedUrl } from "@/server/site/urls";
import { ProviderError } from "../types";
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
export async function mintLaunchUrl(db: DB, memberId: number, host: number, gameId?: number): Promise<string> {
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

/**
 * Uses a launch token at one host: a single conditional UPDATE marks it used, so of two requests with the same
 * token exactly one gets through, on any number of instances. Opens the provider's cookie session. Null when the
 * token is unknown, used, expired or made for another host.
 */
export async function enterWithToken(db: DB, host: number, token: unknown): Promise<Entry | null> {
  if (!looksLikeToken(token)) return null;
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(providerLaunchTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(providerLaunchTokens.tokenHash, hashOf(token)),
          eq(providerLaunchTokens.host, host),
          isNull(providerLaunchTokens.usedAt),
          gt(providerLaunchTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ memberId: providerLaunchTokens.memberId, gameId: providerLaunchTokens.gameId });
    if (!used) return null;
    const slug = await slugOf(tx, used.gameId);
    if (!slug) return null;
    const session = newToken();
    await tx.insert(providerSessions).values({
      tokenHash: hashOf(session),
      memberId: used.memberId,
      host,
      expiresAt: sql`now() + make_interval(secs => ${PROVIDER_SESSION_TTL_SECONDS})`,
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

/** Ends every open provider session of the member: their game tabs stop at the next spin. */
export async function endProviderSessions(db: DB, memberId: number): Promise<void> {
  await db
    .update(providerSessions)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(providerSessions.memberId, memberId), gt(providerSessions.expiresAt, sql`now()`)));
}

/** The provider session a cookie names, while it lasts. */
export async function findProviderSession(db: DB, cookie: string | null | undefined): Promise<ProviderSession | null> {
  if (!looksLikeToken(cookie)) return null;
  const [row] = await db
    .select({ memberId: providerSessions.memberId, host: providerSessions.host })
    .from(providerSessions)
    .where(and(eq(providerSessions.tokenHash, hashOf(cookie)), gt(providerSessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}
