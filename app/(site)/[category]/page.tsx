import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { categoryOfSegment } from "@/lib/games/categories";
import { th } from "@/lib/i18n/th";
import { CategoryView } from "@/components/games/category-view";
import { pageSession } from "../../_data/page-session";
import { loadCategory } from "../../_data/games";
import { loadExclusion } from "../../_data/protection";

interface Props {
  params: Promise<{ category: string }>;
  /** `cursor`: the games after it ("ดูเพิ่ม" before the scripts ran). */
  searchParams: Promise<{ cursor?: string | string[] }>;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = categoryOfSegment((await params).category);
  if (!category) return { title: th.errors.notFoundStatus };
  return { title: th.categories[category], description: th.games.lead[category] };
}

/**
 * The category pages (/sports … /esports): a page of the games of `GET /api/customers/{product}` and
 * "ดูเพิ่ม" for the next. Any other segment is a page validation failure: 404. /hack-slot, with its formula content,
 * is a route of its own (../hack-slot/page.tsx).
 */
export default async function CategoryPage({ params, searchParams }: Props) {
  const category = categoryOfSegment((await params).category);
  if (!category) notFound();
  const [{ loggedIn }, list, exclusion] = await Promise.all([
    pageSession(),
    loadCategory(category, one((await searchParams).cursor)),
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
    />
  );
}
