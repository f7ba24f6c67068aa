import { Link } from "@/components/ui/link";
import type { SiteInfo } from "@/lib/api/contract/site";
import type { Wallet } from "@/lib/customers/wallet";
import { navText } from "@/lib/i18n/th/nav";
import { paths } from "@/lib/paths";
import { Logo } from "@/components/brand/logo";
import { ButtonLink } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import { ExternalLink } from "@/components/ui/external-link";
import { DrawerButton } from "./drawer-button";
import { HeaderHeight } from "./header-height";
import { MemberStrip } from "./member-only";
import { activityUrl } from "./activity-url";
import s from "./header.module.css";

/** What the header shows of the site info: the activity site is a visitor's only (a member's buttons open /activity). */
export type HeaderInfo = Pick<SiteInfo, "name"> & Partial<Pick<SiteInfo, "activity">>;

/**
 * The two activity buttons. A member's open the /activity tab, which mints a single-use ticket (no session in a URL);
 * a visitor's go to the activity site's plain pages. Both in a new tab without opener or referrer.
 */
function Activities({ info, className, member }: { info: HeaderInfo; className?: string; member: boolean }) {
  return (
    <nav className={className} aria-label={navText.activities}>
      <ExternalLink className={s.activity} href={activityUrl(info, "football", member)}>
        <Glyph name="ball" size={20} />
        <span className={s.long}>{navText.footballPrediction}</span>
        <span className={s.short}>{navText.footballShort}</span>
      </ExternalLink>
      <ExternalLink className={s.activity} href={activityUrl(info, "lotto", member)}>
        <Glyph name="ticket" size={20} />
        <span className={s.long}>{navText.lottoPrediction}</span>
        <span className={s.short}>{navText.lottoShort}</span>
      </ExternalLink>
    </nav>
  );
}

/**
 * The header: logo, the two activity buttons, then register/login (visitors) or the member strip.
 * Below 960 px a visitor's activity buttons move to a row under the header, and a member's strip becomes a card.
 * The menu button and the member strip are the client parts. `wallet`: a member's figures at render time.
 */
export function Header({ info, loggedIn, wallet = null }: { info: HeaderInfo; loggedIn: boolean; wallet?: Wallet | null }) {
  return (
    <>
      <header className={s.header}>
        <HeaderHeight />
        <div className={`container ${s.row}`}>
          {loggedIn && <DrawerButton className={s.iconButton} />}
          <Link href={paths.home()} className={s.logo} aria-label={`${info.name} ${navText.home}`}>
            <Logo name={info.name} />
          </Link>
          <Activities info={info} member={loggedIn} className={loggedIn ? s.activities : `${s.activities} ${s.desktopOnly}`} />
          <div className={s.spacer} />
          {loggedIn ? (
            <div className={s.desktopOnly}>
              <MemberStrip variant="header" wallet={wallet} />
            </div>
          ) : (
            <div className={s.guest}>
              <ButtonLink href={paths.register()} variant="outline">
                <span className={s.long}>{navText.register}</span>
                <span className={s.short}>{navText.registerShort}</span>
              </ButtonLink>
              <ButtonLink href={paths.login()} variant="gold">
                {navText.login}
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
        <Activities info={info} member={false} className={`${s.activityRow} ${s.mobileOnly}`} />
      )}
    </>
  );
}
