"use client";
import { Link } from "@/components/ui/link";
import type { SiteInfo } from "@/lib/api/contract/site";
import type { navText } from "@/lib/i18n/th/nav";
import { paths } from "@/lib/paths";
import { Glyph } from "@/components/ui/glyph";
import { ExternalLink } from "@/components/ui/external-link";
import { activityUrl } from "./activity-url";
import { EnterGameLink } from "./enter-game";
import s from "./mobile-bar.module.css";

/** The bar's words: the first three everyone's, then a member's three or a visitor's three. */
export type MobileBarText = Pick<typeof navText, "menu" | "contact" | "promotion"> &
  Partial<Pick<typeof navText, "deposit" | "withdraw" | "registerNow" | "login" | "activities">> & { enterGame?: string };

/**
 * SPEC.md §2 mobile bottom bar. Left: messaging link and promotions. Centre: สมัครเลย (visitors) or เข้าเกม
 * (members; it launches a game on a random host, as a game card does). Right: deposit and withdraw (members) or login and
 * activities (visitors). A client component although nothing in it moves, for the reason the header is one: its words
 * come as `text` from the layout (header.tsx).
 */
export function MobileBar({
  info,
  text,
  loggedIn,
  playBlocked,
}: {
  info: Pick<SiteInfo, "line"> & Partial<Pick<SiteInfo, "activity">>;
  text: MobileBarText;
  loggedIn: boolean;
  /** A member timed out or self-excluded (issue 16): the centre leads to why and until when instead of a game. */
  playBlocked?: boolean;
}) {
  return (
    <nav className={s.bar} aria-label={text.menu} data-testid="mobile-bar">
      <ExternalLink className={s.item} href={info.line}>
        <Glyph name="chat" />
        {text.contact}
      </ExternalLink>
      <Link className={s.item} href={paths.promotion()}>
        <Glyph name="gift" />
        {text.promotion}
      </Link>
      {loggedIn ? (
        <EnterGameLink className={s.centre} blocked={playBlocked}>
          <span className={s.orb}>
            <Glyph name="gamepad" />
          </span>
          {text.enterGame}
        </EnterGameLink>
      ) : (
        <Link className={s.centre} href={paths.register()}>
          <span className={s.orb}>
            <Glyph name="user" />
          </span>
          {text.registerNow}
        </Link>
      )}
      {loggedIn ? (
        <>
          <Link className={`${s.item} ${s.deposit}`} href={paths.deposit()}>
            <Glyph name="deposit" />
            {text.deposit}
          </Link>
          <Link className={`${s.item} ${s.withdraw}`} href={paths.withdraw()}>
            <Glyph name="withdraw" />
            {text.withdraw}
          </Link>
        </>
      ) : (
        <>
          <Link className={s.item} href={paths.login()}>
            <Glyph name="login" />
            {text.login}
          </Link>
          <ExternalLink className={s.item} href={activityUrl(info, "football")}>
            <Glyph name="star" />
            {text.activities}
          </ExternalLink>
        </>
      )}
    </nav>
  );
}
