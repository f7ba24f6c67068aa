import type { Metadata } from "next";
import { cookies } from "next/headers";
import { cache } from "react";
import { notFound, redirect } from "next/navigation";
import { th } from "@/lib/i18n/th";
import { paths } from "@/lib/paths";
import { db } from "@/server/boot/database";
import { isOperatorMode } from "@/server/env";
import { PROVIDER_COOKIE, PROVIDER_PATH } from "@/server/provider/demo/launch";
import { isDemoPlayable, loadPlay } from "@/server/provider/demo/play";
import { paytable } from "@/server/provider/slot-math";
import { ProviderNotice } from "@/components/demo-provider/provider-frame";
import { SlotMachine } from "@/components/demo-provider/slot-machine";

export const dynamic = "force-dynamic";

type Params = Promise<{ game: string }>;

/** Once per request (metadata and page). */
const loadView = cache(async (game: string) => {
  if (isOperatorMode()) notFound();
  const jar = await cookies();
  return loadPlay(await db(), jar.get(PROVIDER_COOKIE)?.value, game);
});

const load = async (params: Params) => loadView((await params).game);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const view = await load(params);
  return { title: view.state === "ok" ? view.game.name : th.demoProvider.sessionTitle };
}

/** The playable demo slot, for the player of the provider session cookie (set by /demo-provider/h{n}). */
export default async function PlayPage({ params }: { params: Params }) {
  const view = await load(params);
  if (view.state === "no-game") notFound();
  // A notice page of its own: this page's stylesheets are the slot's, which a notice would preload and never use.
  if (view.state === "no-session") redirect(`${PROVIDER_PATH}/session-ended${view.reason ? `?reason=${view.reason}` : ""}`);
  if (!isDemoPlayable(view.game.category)) {
    // Honest about what it is: casino, sports, fishing … open at the operator's real provider, never as a slot here.
    const category = (th.categories as Record<string, string>)[view.game.category] ?? view.game.category;
    return (
      <ProviderNotice
        testId="provider-not-playable"
        title={th.sitePages.demoGame.title}
        text={th.sitePages.demoGame.body(view.game.name, category)}
        action={{ href: paths.category("slot"), label: th.sitePages.demoGame.toSlots }}
      />
    );
  }
  return (
    <SlotMachine
      game={view.game}
      rtp={view.rtp}
      volatility={view.volatility}
      publishedRtp={view.publishedRtp}
      balanceSatang={view.balanceSatang}
      rounds={view.rounds}
      lastWinSatang={view.lastWinSatang}
      paytable={paytable(view.volatility)}
    />
  );
}
