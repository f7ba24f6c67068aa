import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { categoryOfSegment } from "@/lib/games/categories";
import { th } from "@/lib/i18n/th";
import { Card } from "@/components/page/page-shell";
import { CategoryView } from "@/components/games/category-view";
import { FormulaTruth, RtpTable } from "@/components/games/rtp-table";
import { pageSession } from "../../_data/page-session";
import { loadCategory, loadSlotGames } from "../../_data/games";

interface Props {
  params: Promise<{ category: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = categoryOfSegment((await params).category);
  if (!category) return { title: th.errors.notFoundStatus };
  return { title: th.categories[category], description: th.games.lead[category] };
}

/**
 * The nine category pages of SPEC.md §2 (/sports … /esports): the games of `GET /api/customers/{product}`.
 * Any other segment is a page validation failure: 404. /hack-slot adds DESIGN.md §6.4's honest formula content —
 * unlike /cheat, open to visitors.
 */
export default async function CategoryPage({ params }: Props) {
  const category = categoryOfSegment((await params).category);
  if (!category) notFound();
  const [{ loggedIn }, list, slots] = await Promise.all([
    pageSession(),
    loadCategory(category),
    category === "hack-slot" ? loadSlotGames() : null,
  ]);
  return (
    <CategoryView
      category={category}
      games={list.games}
      failed={list.failed}
      loggedIn={loggedIn}
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
            <RtpTable games={slots} />
            <p>{th.formula.advice}</p>
          </Card>
        )
      }
    />
  );
}
