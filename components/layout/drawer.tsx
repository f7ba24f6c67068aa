"use client";
import { Link } from "@/components/ui/link";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, type ReactNode } from "react";
import { useProfile } from "@/lib/customers/queries";
import { useLogout } from "@/lib/auth/use-logout";
import { formatMoney, formatPhone } from "@/lib/format";
import { navText } from "@/lib/i18n/th/nav";
import { safetyLinksText } from "@/lib/i18n/th/safety-links";
import { paths } from "@/lib/paths";
import { accountPath } from "@/lib/protection/paths";
import { refreshMember } from "@/lib/wallet/use-fresh-profile";
import { useCreditCheckStore } from "@/stores/credit-check-store";
import { useUiStore } from "@/stores/ui-store";
import { ButtonLink } from "@/components/ui/button";
import { CreditRefresh } from "@/components/wallet/credit-refresh";
import { ExternalLink } from "@/components/ui/external-link";
import { Glyph } from "@/components/ui/glyph";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import s from "./drawer.module.css";

/**
 * The member drawer: phone, credit with refresh, then home/dashboard, account info, activity bonus,
 * deposit-withdraw data, promotions, change password, account and security (/account) and, one tap away, its
 * self-exclusion section, contact and logout. A native modal dialog: focus moves in and stays inside, Esc closes, focus goes back to the menu button. Each
 * opening refreshes the member's credit first.
 */
export function Drawer({ lineUrl }: { lineUrl: string }) {
  const open = useUiStore((st) => st.drawerOpen);
  const close = useUiStore((st) => st.closeDrawer);
  const ref = useRef<HTMLDialogElement>(null);
  const profile = useProfile();
  const logout = useLogout();
  const client = useQueryClient();
  const refreshing = useCreditCheckStore((st) => st.refreshing > 0);

  useModalDialog(ref, open);
  // Opening the info refreshes the member (the credit from the game provider); the icons spin meanwhile.
  useEffect(() => {
    if (open) refreshMember(client).catch(() => undefined);
  }, [open, client]);

  const item = (href: string, icon: ReactNode, label: string) => (
    <li>
      <Link href={href} className={s.link} onClick={close}>
        {icon}
        {label}
      </Link>
    </li>
  );

  return (
    <dialog
      ref={ref}
      className={s.dialog}
      aria-label={navText.menu}
      onClose={close}
      onClick={(e) => e.target === ref.current && close()}
      data-testid="drawer"
    >
      <div className={s.inner}>
        <div className={s.top}>
          <strong>{navText.menu}</strong>
          <button type="button" className={s.close} onClick={close} aria-label={navText.closeMenu}>
            <Glyph name="close" />
          </button>
        </div>
        <div className={s.card}>
          <div className={s.phone}>{profile.data ? formatPhone(profile.data.phone) : "\u00a0"}</div>
          <div className={s.creditRow}>
            <span className={`money ${s.credit}`} aria-busy={refreshing} data-testid="drawer-credit">
              ฿{formatMoney(profile.data?.ufabet_credit)}
            </span>
            <CreditRefresh />
          </div>
          <div className={s.money2}>
            <ButtonLink href={paths.deposit()} variant="deposit" size="small" onClick={close}>
              {navText.deposit}
            </ButtonLink>
            <ButtonLink href={paths.withdraw()} variant="withdraw" size="small" onClick={close}>
              {navText.withdraw}
            </ButtonLink>
          </div>
        </div>
        <ul className={s.links}>
          {item(paths.home(), <Glyph name="home" />, navText.dashboard)}
          {item(paths.history(0), <Glyph name="user" />, navText.accountInfo)}
          {item(paths.history(1), <Glyph name="star" />, navText.activityBonus)}
          {item(paths.history(2), <Glyph name="history" />, navText.depositWithdrawData)}
          {item(paths.promotion(), <Glyph name="gift" />, navText.promotion)}
          {item(paths.referral(), <Glyph name="users" />, navText.referral)}
          {item(paths.changePassword(), <Glyph name="key" />, navText.changePassword)}
          {item(accountPath(), <Glyph name="shield" />, safetyLinksText.account)}
          {item(accountPath("exclusion"), <Glyph name="clock" />, safetyLinksText.exclusion)}
          <li>
            <ExternalLink href={lineUrl} className={s.link}>
              <Glyph name="chat" />
              {navText.contact}
            </ExternalLink>
          </li>
        </ul>
        <div className={s.logout}>
          <button type="button" className={s.link} onClick={() => void logout()}>
            <Glyph name="logout" />
            {navText.logout}
          </button>
        </div>
      </div>
    </dialog>
  );
}
