import { Link } from "@/components/ui/link";
import { pagingText } from "@/lib/i18n/th/paging";
import { promotionsText } from "@/lib/i18n/th/promotions";
import { buttonClass } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import more from "@/components/ui/more.module.css";

/**
 * /promotion's "ดูเพิ่ม" and "กลับไปโปรโมชั่นแรก": links that carry only a position, so they work before any script
 * (the server renders that page); `#promotions` brings the list into view past the wheel.
 */
export function PromotionPager({ from, next }: { from: number; next: number | null }) {
  if (next === null && from === 0) return null;
  return (
    <div className={more.bar}>
      {next !== null && (
        <Link href={`/promotion?from=${next}#promotions`} className={buttonClass({ variant: "outline" }, more.button)} data-testid="more">
          {pagingText.more}
          <Glyph name="chevron-down" size={18} />
        </Link>
      )}
      {from > 0 && (
        <Link href="/promotion#promotions" className={buttonClass({ variant: "ghost" })} data-testid="from-top">
          {promotionsText.fromStart}
        </Link>
      )}
    </div>
  );
}
