import type { Metadata } from "next";
import { th } from "@/lib/i18n/th";
import { gameHostId } from "@/lib/api/contract/games";
import { pickHost } from "@/lib/games/hosts";
import { LaunchFrame } from "@/components/launch/launch-frame";
import { GameLaunch } from "@/components/launch/game-launch";
import { urlRule } from "@/server/site/urls";
import { pageSession } from "../_data/page-session";
import { loadSiteShell } from "../_data/site-shell";

export const metadata: Metadata = { title: th.game.opening, referrer: "no-referrer", robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /game?g={host}&game={id}: the launch tab. A g outside 1-7 gets a random valid host;
 * a malformed game id is dropped (the host's default game opens).
 */
export default async function GamePage({ searchParams }: { searchParams: Search }) {
  const query = await searchParams;
  const [{ info }, { loggedIn }] = await Promise.all([loadSiteShell(), pageSession()]);
  const g = gameHostId.safeParse(Number(one(query.g)));
  const host = g.success ? g.data : pickHost();
  const id = Number(one(query.game));
  const game = Number.isSafeInteger(id) && id > 0 ? id : undefined;
  return (
    <LaunchFrame name={info.name}>
      <GameLaunch loggedIn={loggedIn} host={host} game={game} allowHttp={urlRule().allowHttp} />
    </LaunchFrame>
  );
}
