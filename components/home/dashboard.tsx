import Link from "next/link";
import type { Game } from "@/lib/api/contract/games";
import { th } from "@/lib/i18n/th";
import { keepHyphenated } from "@/lib/keep-hyphenated";
import { paths } from "@/lib/paths";
import { BalanceCard } from "@/components/layout/member-only";
import { CategoryGrid } from "@/components/games/category-grid";
import { GameGrid } from "@/components/games/game-card";
import { Glyph, type GlyphName } from "@/components/ui/glyph";
import { Section } from "./section";
import s from "./home.module.css";
import d from "./dashboard.module.css";

const QUICK: { href: string; label: string; icon: GlyphName }[] = [
  { href: paths.history(2), label: th.nav.depositWithdrawData, icon: "history" },
  { href: paths.promotion(), label: th.nav.promotion, icon: "gift" },
  { href: paths.referral(), label: th.nav.referral, icon: "users" },
  { href: paths.history(0), label: th.nav.accountInfo, icon: "user" },
];

/** The member's home: the wallet card, quick links and the game lobby. */
export function Dashboard({ hot, skill }: { hot: Game[]; skill: Game[] }) {
  return (
    <div className={`container ${s.page}`}>
      <div className={d.top}>
        <BalanceCard />
        <nav aria-label={th.home.quickMenu}>
          <ul className={d.quick}>
            {QUICK.map(({ href, label, icon }) => {
              const [head, pair] = keepHyphenated(label);
              return (
                <li key={href}>
                  <Link href={href} className={d.quickItem}>
                    <Glyph name={icon} size={24} />
                    <span>
                      {head}
                      {pair && <span className={d.keep}>{pair}</span>}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <Section id="lobby" title={th.home.categoriesTitle}>
        <CategoryGrid />
      </Section>
      <Section id="hot" title={th.home.hotTitle}>
        <GameGrid games={hot} loggedIn />
      </Section>
      {skill.length > 0 && (
        <Section id="skill" title={th.home.skillTitle}>
          <GameGrid games={skill} loggedIn rail />
        </Section>
      )}
    </div>
  );
}
