"use client";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useWallet } from "@/lib/customers/queries";
import type { Wallet } from "@/lib/customers/wallet";
import { formatMoney, formatPhone } from "@/lib/format";
import { labelsText } from "@/lib/i18n/th/labels";
import { navText } from "@/lib/i18n/th/nav";
import { paths } from "@/lib/paths";
import { ButtonLink } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import { CreditRefresh } from "@/components/wallet/credit-refresh";
import s from "./member-strip.module.css";

/**
 * The member strip: phone, credit with a refresh icon, deposit and withdraw, and an info link to /.
 * "header" sits in the desktop header row; "bar" is the mobile card under the header. `wallet`: the figures the page
 * was rendered with, shown until the profile poll answers.
 */
export function MemberStrip({ variant, wallet = null }: { variant: "header" | "bar"; wallet?: Wallet | null }) {
  const w = useWallet(wallet);
  // The dashboard's wallet card already shows the credit and both buttons on a phone: the bar would repeat them.
  const onDashboard = usePathname() === paths.home();
  if (variant === "bar" && onDashboard) return null;
  return (
    <div className={`${s.strip} ${s[variant]}`} data-testid={`member-strip-${variant}`}>
      <div className={s.who}>
        <span className={s.phone}>{w ? formatPhone(w.phone) : <span className={s.skeleton} />}</span>
        <span className={s.credit}>
          <span className="money" aria-label={labelsText.credit} data-testid="credit">
            ฿{formatMoney(w?.credit)}
          </span>
          <CreditRefresh size={44} plain />
        </span>
      </div>
      <div className={s.actions}>
        <ButtonLink href={paths.deposit()} variant="deposit">
          {navText.deposit}
        </ButtonLink>
        <ButtonLink href={paths.withdraw()} variant="withdraw">
          {navText.withdraw}
        </ButtonLink>
      </div>
      {variant === "header" && (
        <Link href={paths.home()} className={s.info} aria-label={navText.info}>
          <Glyph name="info" />
        </Link>
      )}
    </div>
  );
}
