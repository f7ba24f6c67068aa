"use client";
import { Link } from "@/components/ui/link";
import type { Referral } from "@/lib/api/contract/referral";
import { formatMoney } from "@/lib/format";
import { referralPageText } from "@/lib/i18n/th/referral-page";
import { AFFILIATE_TABS, paths, type AffiliateTab } from "@/lib/paths";
import { useReferral } from "@/lib/referral/queries";
import h from "@/components/wallet/history.module.css";
import { AffiliateIncome } from "./affiliate-income";
import { AffiliateMembers } from "./affiliate-members";
import { LinkCard } from "./link-card";
import { LoadFailed, Skeleton } from "./referral-view";
import s from "./referral.module.css";

const t = referralPageText;

/** /affiliate?tab=overview|members|income: tabs are links (they work before the script runs). */
export function AffiliateView({ tab }: { tab: AffiliateTab }) {
  return (
    <div className={s.wrap}>
      <nav className={h.tabs} aria-label={t.affiliateTitle}>
        {AFFILIATE_TABS.map((key, i) => (
          <Link key={key} href={paths.affiliate(key)} className={`${h.tab} ${key === tab ? h.active : ""}`} aria-current={key === tab ? "page" : undefined} replace scroll={false}>
            {t.tabs[i]}
          </Link>
        ))}
      </nav>
      {tab === "overview" && <Overview />}
      {tab === "members" && <AffiliateMembers />}
      {tab === "income" && <AffiliateIncome />}
      <Link href={paths.referral()} className={s.more}>
        ← {t.toReferral}
      </Link>
    </div>
  );
}

/** The link, and sign-ups, first depositors and earnings per period. */
function Overview() {
  const q = useReferral();
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton />;
  return (
    <>
      {/* The long affiliate key for marketing (a family backend without one: the referral key). */}
      <LinkCard referralId={q.data.affiliate_key || q.data.referral_id} affiliate={Boolean(q.data.affiliate_key)} qr={false} />
      <OverviewTable rows={q.data.overview} />
    </>
  );
}

const ORDER = ["today", "7d", "30d", "all"] as const;

function OverviewTable({ rows }: { rows: Referral["overview"] }) {
  const sorted = ORDER.map((p) => rows.find((r) => r.period === p)).filter((r) => r !== undefined);
  return (
    <section className={s.card} data-testid="affiliate-overview">
      {sorted.length === 0 ? (
        <p className={s.muted}>{t.noOverview}</p>
      ) : (
        <table className={h.table}>
          <thead>
            <tr>
              <th scope="col">{t.period}</th>
              <th scope="col" className={h.num}>
                {t.signups}
              </th>
              <th scope="col" className={h.num}>
                {t.firstDeposits}
              </th>
              <th scope="col" className={h.num}>
                {t.earned}
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((r) => (
              <tr key={r.period} data-testid="overview-row">
                <td data-label={t.period}>
                  <b>{t.periods[r.period]}</b>
                </td>
                <td data-label={t.signups} className={`money ${h.num}`}>
                  {r.signups.toLocaleString("th-TH")}
                </td>
                <td data-label={t.firstDeposits} className={`money ${h.num}`}>
                  {r.first_deposits.toLocaleString("th-TH")}
                </td>
                <td data-label={t.earned} className={`money ${h.num}`}>
                  <b className={s.green}>{formatMoney(r.earned)}</b>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
