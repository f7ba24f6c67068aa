import type { Metadata } from "next";
import { th } from "@/lib/i18n/th";
import { PageShell, Card } from "@/components/page/page-shell";
import { MemberBonuses } from "@/components/promotions/member-bonuses";
import { PromotionCard } from "@/components/promotions/promotion-card";
import { PromotionPager } from "@/components/promotions/promotion-pager";
import card from "@/components/promotions/promotion-card.module.css";
import { promotionPage } from "@/lib/promotions/paging";
import { SpinWheelSection } from "@/components/spin-wheel/spin-wheel-section";
import { pageSession } from "../../_data/page-session";
import { loadPromotions } from "../../_data/promotions";

interface Props {
  /** `from`: the position of the first promotion shown ("ดูเพิ่ม"; PROMOTIONS_PAGE a page). */
  searchParams: Promise<{ from?: string | string[] }>;
}

export const metadata: Metadata = { title: th.promotions.title, description: th.promotions.lead };

/**
 * /promotion (the menu and banners lead here): the active promotions with their whole terms, for everyone, a
 * page at a time with "ดูเพิ่ม" (lib/promotions/paging.ts); for a member, first the turnover still to play and the
 * bonuses waiting to be claimed; then the daily spin wheel (a visitor who spins gets the log-in prompt).
 */
export default async function PromotionPage({ searchParams }: Props) {
  const [{ loggedIn }, list, { from: fromParam }] = await Promise.all([pageSession(), loadPromotions(), searchParams]);
  const page = promotionPage(list.promotions, fromParam);
  return (
    <PageShell title={th.promotions.title} lead={th.promotions.lead}>
      {/* The wheel and the member's bonuses ask the API through React Query (./layout.tsx; a visitor sees the wheel too). */}
      {loggedIn && <MemberBonuses />}
      <SpinWheelSection loggedIn={loggedIn} />
      {list.failed && <Card>{th.promotions.failed}</Card>}
      {!list.failed && list.promotions.length === 0 && <Card>{th.promotions.empty}</Card>}
      {page.items.length > 0 && (
        <div id="promotions" className={card.list}>
          {page.items.map(({ image: _, ...p }) => (
            <PromotionCard key={p.id} promotion={p} loggedIn={loggedIn} {...(!p.terms_known && { termsUnknown: th.family.promotionTermsUnknown })} />
          ))}
        </div>
      )}
      <PromotionPager from={page.from} next={page.next} />
    </PageShell>
  );
}
