import type { Metadata } from "next";
import { th } from "@/lib/i18n/th";
import { paths } from "@/lib/paths";
import { Card } from "@/components/page/page-shell";
import { CategoryView } from "@/components/games/category-view";
import { FormulaTruth, RtpTable } from "@/components/games/rtp-table";
import { pageSession } from "../../_data/page-session";
import { loadCategory, loadRtp } from "../../_data/games";
import { loadExclusion } from "../../_data/protection";

/**
 * The RTP table's rows and the games a page on /hack-slot: with a full catalogue both lists fill their pages, and the
 * page must stay within the HTML budget (docs/performance.md). /cheat has 50 rows.
 */
const RTP_ROWS = 15;
const GAMES_ROWS = 12;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

export const metadata: Metadata = { title: th.categories["hack-slot"], description: th.games.lead["hack-slot"] };

/**
 * /hack-slot: a category page with the honest formula content (docs/product.md) — unlike /cheat, open to
 * visitors — and the RTP table a page at a time. A route of its own rather than [category]'s: its words and table
 * code load on this page only (not on the eight other category pages), and the RSC payload of a static segment does
 * not list the site's other routes as a dynamic one's does.
 */
export default async function HackSlotPage({ searchParams }: { searchParams: Promise<{ cursor?: string | string[]; rtp?: string | string[] }> }) {
  const query = await searchParams;
  const rtpFrom = one(query.rtp);
  const [{ loggedIn }, list, slots, exclusion] = await Promise.all([
    pageSession(),
    loadCategory("hack-slot", one(query.cursor), GAMES_ROWS),
    loadRtp(RTP_ROWS, rtpFrom),
    loadExclusion(),
  ]);
  return (
    <CategoryView
      category="hack-slot"
      games={list.games}
      next={list.next}
      total={list.total}
      failed={list.failed}
      loggedIn={loggedIn}
      blocked={exclusion?.play}
      pageSize={GAMES_ROWS}
      gamesTitle={th.games.hackSlotGames}
      before={
        <Card>
          <FormulaTruth />
        </Card>
      }
      after={
        <Card>
          <h2>{th.games.rtpTitle}</h2>
          <RtpTable games={slots.games} paging={{ path: paths.category("hack-slot"), next: slots.next, from: rtpFrom ?? null }} />
        </Card>
      }
    />
  );
}
