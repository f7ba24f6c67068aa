import { Link } from "@/components/ui/link";
import type { SiteInfo } from "@/lib/api/contract/site";
import { navText } from "@/lib/i18n/th/nav";
import { playBlockedText } from "@/lib/i18n/th/play-blocked";
import { paths } from "@/lib/paths";
import { Glyph } from "@/components/ui/glyph";
import { ExternalLink } from "@/components/ui/external-link";
import { activityUrl } from "./activity-url";
import { EnterGameLink } from "./enter-game";
import s from "./mobile-bar.module.css";

/**
 * The mobile bottom bar. Left: messaging link and promotions. Centre: สมัครเลย (visitors) or เข้าเกม
 * (members; it launches a game on a random host, as a game card does). Right: deposit and withdraw (members) or login and
 * activities (visitors). The centre's game launch is the client part (enter-game.tsx).
 */
export function MobileBar({
  info,
  loggedIn,
  playBlocked,
}: {
  info: Pick<SiteInfo, "line"> & Partial<Pick<SiteInfo, "activity">>;
  loggedIn: boolean;
  /** A member timed out or self-excluded: the centre leads to why and until when instead of a game. */
  playBlocked?: boolean;
}) {
  return (
    <nav className={s.bar} aria-label={navText.menu} data-testid="mobile-bar">
      <ExternalLink className={s.item} href={info.line}>
        <Glyph name="chat" />
        {navText.contact}
      </ExternalLink>
      <Link className={s.item} href={paths.promotion()}>
        <Glyph name="gift" />
        {navText.promotion}
      </Link>
      {loggedIn ? (
        <EnterGameLink className={s.centre} {...(playBlocked && { blocked: true })}>
          <span className={s.orb}>
            <Glyph name="gamepad" />
          </span>
          {playBlocked ? playBlockedText.enterGame : navText.enterGame}
        </EnterGameLink>
      ) : (
        <Link className={s.centre} href={paths.register()}>
          <span className={s.orb}>
            <Glyph name="user" />
          </span>
          {navText.registerNow}
        </Link>
      )}
      {loggedIn ? (
        <>
          <Link className={`${s.item} ${s.deposit}`} href={paths.deposit()}>
            <Glyph name="deposit" />
            {navText.deposit}
          </Link>
          <Link className={`${s.item} ${s.withdraw}`} href={paths.withdraw()}>
            <Glyph name="withdraw" />
            {navText.withdraw}
          </Link>
        </>
      ) : (
        <>
          <Link className={s.item} href={paths.login()}>
            <Glyph name="login" />
            {navText.login}
          </Link>
          <ExternalLink className={s.item} href={activityUrl(info, "football")}>
            <Glyph name="star" />
            {navText.activities}
          </ExternalLink>
        </>
      )}
    </nav>
  );
}
