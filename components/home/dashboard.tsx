import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { homeText } from "@/lib/i18n/th/home";
import { navText } from "@/lib/i18n/th/nav";
import type { Wallet } from "@/lib/customers/wallet";
import { keepHyphenated } from "@/lib/keep-hyphenated";
import { paths } from "@/lib/paths";
import { BalanceCard } from "@/components/layout/member-only";
import { Glyph, type GlyphName } from "@/components/ui/glyph";
import { Section } from "./section";
import s from "./home.module.css";
import d from "./dashboard.module.css";

const QUICK: { href: string; label: string; icon: GlyphName }[] = [
  { href: paths.history(2), label: navText.depositWithdrawData, icon: "history" },
  { href: paths.promotion(), label: navText.promotion, icon: "gift" },
  { href: paths.referral(), label: navText.referral, icon: "users" },
  { href: paths.history(0), label: navText.accountInfo, icon: "user" },
];

/**
 * The member's home: the wallet card, quick links and the game lobby. The page passes the parts it loads: the
 * category bar and the game grids.
 */
export function Dashboard({
  categories,
  hot,
  skill,
  wallet,
}: {
  categories: ReactNode;
  hot: ReactNode;
  /** Left out when there are no skill games. */
  skill?: ReactNode;
  /** The member's figures at render time (app/_data/wallet.ts). */
  wallet: Wallet | null;
}) {
  return (
    <div className={`container ${s.page}`}>
      {/* The page's one h1, for who navigates by headings: the sections' titles say the rest. */}
      <h1 className="visually-hidden">{homeText.welcome}</h1>
      <div className={d.top}>
        <BalanceCard wallet={wallet} />
        <nav aria-label={homeText.quickMenu}>
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
      <Section id="lobby" title={homeText.categoriesTitle}>
        {categories}
      </Section>
      <Section id="hot" title={homeText.hotTitle}>
        {hot}
      </Section>
      {skill && (
        <Section id="skill" title={homeText.skillTitle}>
          {skill}
        </Section>
      )}
    </div>
  );
}
