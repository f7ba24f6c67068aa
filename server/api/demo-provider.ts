import "server-only";
import { and, eq } from "drizzle-orm";
import { demoSpin } from "@/lib/demo-provider/contract";
import { parseInput, toValidationBody } from "@/lib/api/validation";
import { th } from "@/lib/i18n/th";
import { db } from "@/server/boot/database";
import { games } from "@/server/db/schema";
import { isOperatorMode } from "@/server/env";
import { readCookie, secureCookies } from "@/server/http/cookies";
import { sameOrigin } from "@/server/http/site-origin";
import { readText } from "@/server/http/body";
import { HttpError } from "@/server/http/errors";
import { checkText } from "@/server/http/text";
import type { PlayEndReason } from "@/lib/demo-provider/play-ended";
import { playEndedText } from "@/lib/demo-provider/play-ended";
import { enterWithToken, playerSession, PROVIDER_COOKIE, PROVIDER_PATH, PROVIDER_SESSION_TTL_SECONDS } from "@/server/provider/demo/launch";
import { spin, SpinRefusal } from "@/server/provider/demo/spin";
import { isDemoPlayable } from "@/server/provider/demo/play";

// The demo provider's HTTP face (/demo-provider/…): an entry point like the API's router, so it sits beside it,
// above the domain (it opens the database through server/boot).

const NO_STORE = { "cache-control": "no-store", "referrer-policy": "no-referrer" };

/** The demo provider only exists beside the embedded API (in operator mode the operator's provider serves games). */
const unavailable = () => Response.json({ message: th.demoProvider.notAvailable }, { status: 404, headers: NO_STORE });

/**
 * GET /demo-provider/h{1..7}?token=…: uses the launch token (once), sets the provider's own HttpOnly session cookie
 * (path /demo-provider, SameSite=Lax) and sends the player to the game with a 303 — the next URL carries no token.
 * A used, expired, unknown or other-host token leads to the provider's "link no longer valid" page.
 */
export async function handleEnter(request: Request, hostSegment: string): Promise<Response> {
  if (isOperatorMode()) return unavailable();
  const host = /^h([1-7])$/.exec(hostSegment)?.[1];
  if (!host) return Response.json({ message: th.api.notFound }, { status: 404, headers: NO_STORE });
  const token = new URL(request.url).searchParams.get("token");
  const entry = await enterWithToken(await db(), Number(host), token);
  // The reason a revoked link is refused (the member's own act: an exclusion, a logout) is a word, never a secret.
  if ("refused" in entry) return redirect(`${PROVIDER_PATH}/link-invalid${entry.refused ? `?ended=${entry.refused}` : ""}`);
  const cookie = [
    `${PROVIDER_COOKIE}=${entry.session}`,
    `Path=${PROVIDER_PATH}`,
    `Max-Age=${PROVIDER_SESSION_TTL_SECONDS}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(secureCookies() ? ["Secure"] : []),
  ].join("; ");
  return redirect(`${PROVIDER_PATH}/play/${encodeURIComponent(entry.slug)}`, cookie);
}

/** The spin's JSON body, held to the API's body cap and string rules, parsed with Thai messages; or the 413/422. */
async function spinInput(request: Request) {
  let json: unknown = null;
  try {
    json = JSON.parse(await readText(request));
  } catch (e) {
    if (e instanceof HttpError) return Response.json(e.body, { status: e.status, headers: NO_STORE });
    // not JSON: parsed as null below, so the 422 says what the body should be
  }
  const checked = checkText(json);
  if ("refused" in checked) return Response.json(checked.refused, { status: 422, headers: NO_STORE });
  const parsed = parseInput(demoSpin.body!, checked.value);
  if (!parsed.success) return Response.json(toValidationBody(parsed.error), { status: 422, headers: NO_STORE });
  return parsed.data;
}

function redirect(location: string, cookie?: string): Response {
  const headers = new Headers({ ...NO_STORE, location });
  if (cookie) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

class SessionGone extends Error {
  constructor(readonly reason: PlayEndReason | null) {
    super("provider session gone");
  }
}

/** 401 with the reason the player's session ended, in Thai. */
const sessionGone = (reason: PlayEndReason | null) =>
  Response.json({ message: playEndedText(reason) }, { status: 401, headers: NO_STORE });

/** POST /demo-provider/api/spin: one spin for the player of the provider session cookie. */
export async function handleSpin(request: Request): Promise<Response> {
  if (isOperatorMode()) return unavailable();
  if (!sameOrigin(request)) return Response.json({ message: th.api.forbiddenOrigin }, { status: 403, headers: NO_STORE });
  const database = await db();
  const cookie = readCookie(request, PROVIDER_COOKIE);
  const session = await playerSession(database, cookie);
  if (!session.live) return sessionGone(session.reason);

  const input = await spinInput(request);
  if (input instanceof Response) return input;
  const { game: slug, bet_satang, spin_id } = input;
  const [game] = await database
    .select({ id: games.id, category: games.category })
    .from(games)
    .where(and(eq(games.slug, slug), eq(games.active, true)))
    .limit(1);
  if (!game) return Response.json({ message: th.game.unknownGame }, { status: 404, headers: NO_STORE });
  // A table, sports or fishing game opens at the operator's provider: the demo never plays it as a slot.
  if (!isDemoPlayable(game.category)) return Response.json({ message: th.sitePages.demoGame.title }, { status: 404, headers: NO_STORE });

  try {
    const r = await database.transaction(async (tx) => {
      // The bet holds its session row: play the site ends meanwhile ends before or after this bet, never during it.
      const held = await playerSession(tx, cookie, { lock: true });
      if (!held.live) throw new SessionGone(held.reason);
      return spin(tx, { memberId: held.memberId, gameId: game.id, betSatang: bet_satang, spinKey: spin_id });
    });
    const body = demoSpin.response.parse({
      round_id: r.roundId,
      reels: r.reels,
      multiplier: r.multiplier,
      bet_satang: r.betSatang,
      win_satang: r.winSatang,
      balance_satang: r.balanceSatang,
    });
    return Response.json(body, { headers: NO_STORE });
  } catch (e) {
    if (e instanceof SessionGone) return sessionGone(e.reason);
    if (!(e instanceof SpinRefusal)) throw e;
    switch (e.code) {
      case "too_soon":
        return Response.json(
          { message: th.demoProvider.tooSoon },
          { status: 429, headers: { ...NO_STORE, "retry-after": String(Math.max(1, Math.ceil(e.retryAfterMs / 1000))) } },
        );
      case "insufficient_funds":
        return Response.json({ success: false, msg: th.demoProvider.insufficient }, { status: 400, headers: NO_STORE });
      case "invalid_bet":
        return Response.json(
          { message: th.demoProvider.invalidBet, errors: { bet_satang: [th.demoProvider.invalidBet] } },
          { status: 422, headers: NO_STORE },
        );
      case "no_account":
        return Response.json({ message: th.demoProvider.sessionExpired }, { status: 401, headers: NO_STORE });
    }
  }
}
