"use client";
import { Link } from "@/components/ui/link";
import type { SiteInfo } from "@/lib/api/contract/site";
import type { Wallet } from "@/lib/customers/wallet";
import type { navText } from "@/lib/i18n/th/nav";
import { paths } from "@/lib/paths";
import { Logo } from "@/components/brand/logo";
import { ButtonLink } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import { ExternalLink } from "@/components/ui/external-link";
import { DrawerButton } from "./drawer-button";
import { MemberStrip } from "./member-only";
import { activityUrl } from "./activity-url";
import s from "./header.module.css";

/** What the header shows of the site info and the messages: the activity site and the last three words, a visitor's only. */
export type HeaderInfo = Pick<SiteInfo, "name"> & Partial<Pick<SiteInfo, "activity">>;
export type HeaderText = Pick<typeof navText, "activities" | "footballPrediction" | "footballShort" | "lottoPrediction" | "lottoShort" | "home"> &
  Partial<Pick<typeof navText, "register" | "registerShort" | "login">>;

/**
 * The two activity buttons. A member's open the /activity tab, which mints a single-use ticket (DESIGN.md §6.2);
 * a visitor's go to the activity site's plain pages. Both in a new tab without opener or referrer.
 */
function Activities({ info, text, className, member }: { info: HeaderInfo; text: HeaderText; className?: string; member: boolean }) {
  return (
    <nav className={className} aria-label={text.activities}>
      <ExternalLink className={s.activity} href={activityUrl(info, "football", member)}>
        <Glyph name="ball" size={20} />
        <span className={s.long}>{text.footballPrediction}</span>
        <span className={s.short}>{text.footballShort}</span>
      </ExternalLink>
      <ExternalLink className={s.activity} href={activityUrl(info, "lotto", member)}>
        <Glyph name="ticket" size={20} />
        <span className={s.long}>{text.lottoPrediction}</span>
        <span className={s.short}>{text.lottoShort}</span>
      </ExternalLink>
    </nav>
  );
}

/**
 * SPEC.md §2 header: logo, the two activity buttons, then register/login (visitors) or the member strip.
 * Below 960 px a visitor's activity buttons move to a row under the header, and a member's strip becomes a card.
 * A client component although nothing in it moves: a server component's markup would be in every page's HTML twice
 * (markup and RSC payload), the activity buttons four times. Its words come as `text` from the layout: importing a
 * message module here reshuffles the site's client chunks (see landing.tsx). `wallet`: a member's figures at render time.
 */
export function Header({ info, text, loggedIn, wallet = null }: { info: HeaderInfo; text: HeaderText; loggedIn: boolean; wallet?: Wallet | null }) {
  return (
    <>
      <header className={s.header}>
        <div className={`container ${s.row}`}>
          {loggedIn && <DrawerButton className={s.iconButton} />}
          <Link href={paths.home()} className={s.logo} aria-label={`${info.name} ${text.home}`}>
            <Logo name={info.name} />
          </Link>
          <Activities info={info} text={text} member={loggedIn} className={loggedIn ? s.activities : `${s.activities} ${s.desktopOnly}`} />
          <div className={s.spacer} />
          {loggedIn ? (
            <div className={s.desktopOnly}>
              <MemberStrip variant="header" wallet={wallet} />
            </div>
          ) : (
            <div className={s.guest}>
              <ButtonLink href={paths.register()} variant="outline">
                <span className={s.long}>{text.register}</span>
                <span className={s.short}>{text.registerShort}</span>
              </ButtonLink>
              <ButtonLink href={paths.login()} variant="gold">
                {text.login}
              </ButtonLink>
            </div>
          )}
        </div>
      </header>
      {loggedIn ? (
        <div className={s.mobileOnly}>
          <MemberStrip variant="bar" wallet={wallet} />
        </div>
      ) : (
        <Activities info={info} text={text} member={false} className={`${s.activityRow} ${s.mobileOnly}`} />
      )}
    </>
  );
}
