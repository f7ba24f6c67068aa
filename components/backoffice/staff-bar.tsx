import { Link } from "@/components/ui/link";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { StaffSignOutButton } from "./sign-out-button";
import s from "./backoffice.module.css";

/** Each page and the permission (server/backoffice/roles.ts) it needs. */
export const PAGES = [
  { href: "/backoffice", label: b.nav.queue, needs: "withdrawals.read" },
  { href: "/backoffice/reviews", label: b.nav.reviews, needs: "reviews.read" },
  { href: "/backoffice/members", label: b.nav.members, needs: "members.read" },
  { href: "/backoffice/adjustments", label: b.nav.adjustments, needs: "adjustments.read" },
  { href: "/backoffice/dashboard", label: b.nav.dashboard, needs: "reports.read" },
  { href: "/backoffice/risk", label: b.nav.risk, needs: "risk.read" },
  { href: "/backoffice/promotions", label: b.nav.promotions, needs: "content.read" },
  { href: "/backoffice/banners", label: b.nav.banners, needs: "content.read" },
  { href: "/backoffice/notices", label: b.nav.notices, needs: "content.read" },
  { href: "/backoffice/audit", label: b.nav.audit, needs: "audit.read" },
  { href: "/backoffice/payouts", label: b.nav.payouts, needs: "payouts.rules" },
  { href: "/backoffice/staff", label: b.nav.staff, needs: "staff.manage" },
] as const;

/** The back office's top bar: the pages this role may open, who is signed in, sign-out. */
export function StaffBar({ staff, current }: { staff: { username: string; role: keyof typeof b.roles; permissions: readonly string[] }; current: string }) {
  return (
    <header className={s.bar}>
      <span className={s.brand}>{b.brand}</span>
      <nav className={s.nav} aria-label={b.brand}>
        {PAGES.filter((p) => staff.permissions.includes(p.needs)).map((p) => (
          <Link key={p.href} href={p.href} className={s.navLink} aria-current={p.href === current ? "page" : undefined}>
            {p.label}
          </Link>
        ))}
      </nav>
      <span className={s.who} data-testid="staff-who">
        <span className={s.username}>{staff.username}</span> <span className={s.role}>{b.roles[staff.role]}</span>
      </span>
      <StaffSignOutButton />
    </header>
  );
}
