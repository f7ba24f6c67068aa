import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { categoryOfSegment } from "@/lib/games/categories";
import { th } from "@/lib/i18n/th";
import { paths } from "@/lib/paths";
import { Card } from "@/components/page/page-shell";
import { CategoryView } from "@/components/games/category-view";
import { FormulaTruth, RtpTable } from "@/components/games/rtp-table";
import { pageSession } from "../../_data/page-session";
import { loadCategory, loadRtp } from "../../_data/games";
import { loadExclusion } from "../../_data/protection";

interface Props {
  params: Promise<{ category: string }>;
  /** `cursor`: the games after it ("ดูเพิ่ม" before the scripts ran); `rtp`: the RTP table's rows after it. */
  searchParams: Promise<{ cursor?: string | string[]; rtp?: string | string[] }>;
}

/** The RTP table's rows a page on /hack-slot: every seeded slot on one page, never the whole catalogue. */
const RTP_ROWS = 30;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = categoryOfSegment((await params).category);
  if (!category) return { title: th.errors.notFoundStatus };
  return { title: th.categories[category], description: th.games.lead[category] };
}

/**
 * The nine category pages of SPEC.md §2 (/sports … /esports): a page of the games of `GET /api/customers/{product}`
 * and "ดูเพิ่ม" for the next. Any other segment is a page validation failure: 404. /hack-slot adds DESIGN.md §6.4's
 * honest formula content — unlike /cheat, open to visitors — with the RTP table a page at a time.
 */
export default async function CategoryPage({ params, searchParams }: Props) {
  const category = categoryOfSegment((await params).category);
  if (!category) notFound();
  const query = await searchParams;
  const rtpFrom = one(query.rtp);
  const [{ loggedIn }, list, slots, exclusion] = await Promise.all([
    pageSession(),
    loadCategory(category, one(query.cursor)),
    category === "hack-slot" ? loadRtp(RTP_ROWS, rtpFrom) : null,
    loadExclusion(),
  ]);
  return (
    <CategoryView
      category={category}
      games={list.games}
      next={list.next}
      total={list.total}
      failed={list.failed}
      loggedIn={loggedIn}
      blocked={exclusion?.play}
      gamesTitle={category === "hack-slot" ? th.games.hackSlotGames : undefined}
      before={
        slots && (
          <Card>
            <FormulaTruth />
          </Card>
        )
      }
      after={
        slots && (
          <Card>
            <h2>{th.games.rtpTitle}</h2>
            <RtpTable games={slots.games} paging={{ path: paths.category(category), next: slots.next, from: rtpFrom ?? null }} />
            <p>{th.formula.advice}</p>
          </Card>
        )
      }
    />
  );
}
