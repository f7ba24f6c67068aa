import Link from "next/link";
import type { SiteInfo } from "@/lib/api/contract/site";
import { th } from "@/lib/i18n/th";
import { paths } from "@/lib/paths";
import { Glyph } from "@/components/ui/glyph";
import { ExternalLink } from "@/components/ui/external-link";
import { activityUrl } from "./activity-url";
import { EnterGameLink } from "./enter-game";
import s from "./mobile-bar.module.css";

/**
 * SPEC.md §2 mobile bottom bar. Left: messaging link and promotions. Centre: สมัครเลย (visitors) or เข้าเกม
 * (members; it launches a game on a random host, as a game card does). Right: deposit and withdraw (members) or login and
 * activities (visitors).
 */
export function MobileBar({ info, loggedIn }: { info: SiteInfo; loggedIn: boolean }) {
  return (
    <nav className={s.bar} aria-label={th.nav.menu} data-testid="mobile-bar">
      <ExternalLink className={s.item} href={info.line}>
        <Glyph name="chat" />
        {th.nav.contact}
      </ExternalLink>
      <Link className={s.item} href={paths.promotion()}>
        <Glyph name="gift" />
        {th.nav.promotion}
      </Link>
      {loggedIn ? (
        <EnterGameLink className={s.centre}>
          <span className={s.orb}>
            <Glyph name="gamepad" />
          </span>
          {th.nav.enterGame}
        </EnterGameLink>
      ) : (
        <Link className={s.centre} href={paths.register()}>
          <span className={s.orb}>
            <Glyph name="user" />
          </span>
          {th.nav.registerNow}
        </Link>
      )}
      {loggedIn ? (
        <>
          <Link className={`${s.item} ${s.deposit}`} href={paths.deposit()}>
            <Glyph name="deposit" />
            {th.nav.deposit}
          </Link>
          <Link className={`${s.item} ${s.withdraw}`} href={paths.withdraw()}>
            <Glyph name="withdraw" />
            {th.nav.withdraw}
          </Link>
        </>
      ) : (
        <>
          <Link className={s.item} href={paths.login()}>
            <Glyph name="login" />
            {th.nav.login}
          </Link>
          <ExternalLink className={s.item} href={activityUrl(info, "football")}>
            <Glyph name="star" />
            {th.nav.activities}
          </ExternalLink>
        </>
      )}
    </nav>
  );
}
