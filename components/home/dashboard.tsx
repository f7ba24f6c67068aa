"use client";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import type { homeText } from "@/lib/i18n/th/home";
import type { navText } from "@/lib/i18n/th/nav";
import type { Wallet } from "@/lib/customers/wallet";
import { keepHyphenated } from "@/lib/keep-hyphenated";
import { paths } from "@/lib/paths";
import { BalanceCard } from "@/components/layout/member-only";
import { Glyph, type GlyphName } from "@/components/ui/glyph";
import { Section } from "./section";
import s from "./home.module.css";
import d from "./dashboard.module.css";

export type DashboardText = Pick<typeof homeText, "quickMenu" | "categoriesTitle" | "hotTitle" | "skillTitle"> &
  Pick<typeof navText, "depositWithdrawData" | "promotion" | "referral" | "accountInfo">;

/**
 * The member's home: the wallet card, quick links and the game lobby. A client component fed the server's parts, as
 * the visitors' landing is (landing.tsx): the category bar, the game grids and the words.
 */
export function Dashboard({
  text,
  categories,
  hot,
  skill,
  wallet,
}: {
  text: DashboardText;
  categories: ReactNode;
  hot: ReactNode;
  /** Left out when there are no skill games. */
  skill?: ReactNode;
  /** The member's figures at render time (app/_data/wallet.ts). */
  wallet: Wallet | null;
}) {
  const QUICK: { href: string; label: string; icon: GlyphName }[] = [
    { href: paths.history(2), label: text.depositWithdrawData, icon: "history" },
    { href: paths.promotion(), label: text.promotion, icon: "gift" },
    { href: paths.referral(), label: text.referral, icon: "users" },
    { href: paths.history(0), label: text.accountInfo, icon: "user" },
  ];
  return (
    <div className={`container ${s.page}`}>
      <div className={d.top}>
        <BalanceCard wallet={wallet} />
        <nav aria-label={text.quickMenu}>
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
      <Section id="lobby" title={text.categoriesTitle}>
        {categories}
      </Section>
      <Section id="hot" title={text.hotTitle}>
        {hot}
      </Section>
      {skill && (
        <Section id="skill" title={text.skillTitle}>
          {skill}
        </Section>
      )}
    </div>
  );
}
