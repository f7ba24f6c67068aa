import "server-only";
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DB } from "@/server/db/client";
import { members } from "@/server/db/schema";
import { gameProvider, ProviderError, type GameProvider } from "@/server/provider";
import { invalidField, refusal, unauthenticated } from "@/server/api/http-error";
import { th } from "@/lib/i18n/th";
import { listGameHosts } from "@/server/site/site";
import { refuseIfExcluded } from "@/server/protection/exclusion";

/**
 * POST /api/games/launch: a member who has completed a first deposit gets the provider's single-use launch URL
 * for the host (and game) they chose. Without one: SPEC.md §8's refusal, word for word.
 */
export async function launchGame(db: DB, memberId: number, body: { host: number; game?: number }): Promise<{ url: string }> {
  const [member] = await db
    .select({ firstDepositAt: members.firstDepositAt, status: members.status })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!member || member.status !== "active") throw unauthenticated();
  await refuseIfExcluded(db, memberId);
  if (!member.firstDepositAt) throw refusal(th.game.firstDeposit);
  const provider = gameProvider(db);
  try {
    return { url: await withAccount(provider, memberId, () => provider.launchUrl(memberId, body.host, body.game)) };
  } catch (e) {
    if (e instanceof ProviderError && e.code === "unknown_host") throw invalidField("host", th.game.unknownHost);
    if (e instanceof ProviderError && e.code === "unknown_game") throw invalidField("game", th.game.unknownGame);
    throw e;
  }
}

/**
 * GET /api/customers/login-game (the API family's launch): launchGame on a host picked at random among those whose
 * address passes the URL rule (SPEC.md §4: "a random one of the 7 hosts"), with the same refusals.
 */
export async function launchOnRandomHost(db: DB, memberId: number): Promise<{ url: string }> {
  const hosts = await listGameHosts(db);
  if (hosts.length === 0) throw refusal(th.game.unknownHost, 503);
  return launchGame(db, memberId, { host: hosts[randomInt(hosts.length)]!.id });
}

/**
 * Runs a provider call; when the provider has no account for the member (one activated before accounts were
 * opened automatically, or whose opening failed), opens it and runs the call once more.
 */
export async function withAccount<T>(provider: GameProvider, memberId: number, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof ProviderError) || e.code !== "no_account") throw e;
    await provider.createAccount(memberId);
    return run();
  }
}
