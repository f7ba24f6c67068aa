import Link from "next/link";
import type { SiteInfo } from "@/lib/api/contract/site";
import { th } from "@/lib/i18n/th";
import { paths } from "@/lib/paths";
import { Logo } from "@/components/brand/logo";
import { ButtonLink } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import { ExternalLink } from "@/components/ui/external-link";
import { DrawerButton } from "./drawer-button";
import { MemberStrip } from "./member-only";
import { activityUrl } from "./activity-url";
import s from "./header.module.css";

/**
 * The two activity buttons. A member's open the /activity tab, which mints a single-use ticket (DESIGN.md §6.2);
 * a visitor's go to the activity site's plain pages. Both in a new tab without opener or referrer.
 */
function Activities({ info, className, member }: { info: SiteInfo; className?: string; member: boolean }) {
  return (
    <nav className={className} aria-label={th.nav.activities}>
      <ExternalLink className={s.activity} href={activityUrl(info, "football", member)}>
        <Glyph name="ball" size={20} />
        <span className={s.long}>{th.nav.footballPrediction}</span>
        <span className={s.short}>{th.nav.footballShort}</span>
      </ExternalLink>
      <ExternalLink className={s.activity} href={activityUrl(info, "lotto", member)}>
        <Glyph name="ticket" size={20} />
        <span className={s.long}>{th.nav.lottoPrediction}</span>
        <span className={s.short}>{th.nav.lottoShort}</span>
      </ExternalLink>
    </nav>
  );
}

/**
 * SPEC.md §2 header: logo, the two activity buttons, then register/login (visitors) or the member strip.
 * Below 960 px a visitor's activity buttons move to a row under the header, and a member's strip becomes a card.
 */
export function Header({ info, loggedIn }: { info: SiteInfo; loggedIn: boolean }) {
  return (
    <>
      <header className={s.header}>
        <div className={`container ${s.row}`}>
          {loggedIn && <DrawerButton className={s.iconButton} />}
          <Link href={paths.home()} className={s.logo} aria-label={`${info.name} ${th.nav.home}`}>
            <Logo name={info.name} />
          </Link>
          <Activities info={info} member={loggedIn} className={loggedIn ? s.activities : `${s.activities} ${s.desktopOnly}`} />
          <div className={s.spacer} />
          {loggedIn ? (
            <div className={s.desktopOnly}>
              <MemberStrip variant="header" />
            </div>
          ) : (
            <div className={s.guest}>
              <ButtonLink href={paths.register()} variant="outline" prefetch={false}>
                <span className={s.long}>{th.nav.register}</span>
                <span className={s.short}>{th.nav.registerShort}</span>
              </ButtonLink>
              <ButtonLink href={paths.login()} variant="gold" prefetch={false}>
                {th.nav.login}
              </ButtonLink>
            </div>
          )}
        </div>
      </header>
      {loggedIn ? (
        <div className={s.mobileOnly}>
          <MemberStrip variant="bar" />
        </div>
      ) : (
        <Activities info={info} member={false} className={`${s.activityRow} ${s.mobileOnly}`} />
      )}
    </>
  );
}
