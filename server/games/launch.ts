import "server-only";
import { randomInt } from "node:crypto";
import type { DB } from "@/server/db/types";
import type { Session } from "@/server/auth/sessions";
import { gameProvider, ProviderError, type GameProvider } from "@/server/provider";
import { invalidField, refusal, unauthenticated } from "@/server/http/errors";
import { th } from "@/lib/i18n/th";
import { listGameHosts } from "@/server/site/site";
import { refuseIfExcluded } from "@/server/protection/exclusion";
import { lockMember } from "@/server/wallet/locks";
import { inTx } from "@/server/wallet/tx";
import { liveSessionEnd } from "./end-play";

/**
 * POST /api/games/launch: a member who has completed a first deposit gets the provider's single-use launch URL
 * for the host (and game) they chose; without one, the first-deposit refusal. Under the member's lock, so an
 * exclusion, a logout or a password change either comes first (and is seen here) or revokes the URL made here.
 */
export async function launchGame(db: DB, session: Session, body: { host: number; game?: number }): Promise<{ url: string }> {
  const { memberId } = session;
  return inTx(db, async (tx) => {
    const member = await lockMember(tx, memberId);
    const playUntil = await liveSessionEnd(tx, session.id);
    if (!member || member.status !== "active" || !playUntil) throw unauthenticated();
    await refuseIfExcluded(tx, memberId);
    if (!member.first_deposit_at) throw refusal(th.game.firstDeposit);
    const provider = gameProvider(tx);
    try {
      const launch = { host: body.host, game: body.game, siteSession: session.id, playUntil };
      return { url: await withAccount(provider, memberId, () => provider.launchUrl(memberId, launch)) };
    } catch (e) {
      if (e instanceof ProviderError && e.code === "unknown_host") throw invalidField("host", th.game.unknownHost);
      if (e instanceof ProviderError && e.code === "unknown_game") throw invalidField("game", th.game.unknownGame);
      throw e;
    }
  });
}

/**
 * GET /api/customers/login-game (the API family's launch): launchGame on a host picked at random among those whose
 * address passes the URL rule (a random one of the 7 hosts, docs/product.md), with the same refusals.
 */
export async function launchOnRandomHost(db: DB, session: Session): Promise<{ url: string }> {
  const hosts = await listGameHosts(db);
  if (hosts.length === 0) throw refusal(th.game.unknownHost, 503);
  return launchGame(db, session, { host: hosts[randomInt(hosts.length)]!.id });
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
