"use client";
import { useState } from "react";
import { formatDateTime } from "@/lib/format";
import { referralPageText } from "@/lib/i18n/th/referral-page";
import { useReferral, useReferralMembers } from "@/lib/referral/queries";
import h from "@/components/wallet/history.module.css";
import { PagedRows } from "./paged-rows";
import s from "./referral.module.css";

const t = referralPageText;
type Level = 1 | 2 | 3;

/** The friends of a chosen level, masked, newest first, "load more" for the next page. */
export function AffiliateMembers() {
  const [level, setLevel] = useState<Level>(1);
  const summary = useReferral();
  const q = useReferralMembers(level);
  const rows = q.data?.pages.flatMap((p) => p.data) ?? [];
  const counts = summary.data?.counts;
  return (
    <section className={s.card} data-testid="affiliate-members">
      <h2 className={s.title}>{t.membersTitle}</h2>
      <div className={s.levels} role="group" aria-label={t.membersTitle}>
        {([1, 2, 3] as const).map((n) => (
          <button key={n} type="button" className={`${s.levelBtn} ${n === level ? s.levelOn : ""}`} aria-pressed={n === level} onClick={() => setLevel(n)}>
            {t.level(n)}
            {counts && <span className={s.pill}>{counts[`lv${n}`].toLocaleString("th-TH")}</span>}
          </button>
        ))}
      </div>
      <PagedRows q={q} count={rows.length} empty={t.noMembers}>
        <table className={h.table}>
          <thead>
            <tr>
              <th scope="col">{t.phone}</th>
              <th scope="col">{t.joined}</th>
              <th scope="col">{t.deposited}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((f, i) => (
              <tr key={`${f.phone}-${f.created_at}-${i}`} data-testid="member-row">
                <td data-label={t.phone} className="money">
                  {f.phone}
                </td>
                <td data-label={t.joined} className="money">
                  {formatDateTime(f.created_at)}
                </td>
                <td data-label={t.deposited}>
                  <span className={`${h.badge} ${f.deposited ? h.good : h.wait}`}>{f.deposited ? t.yes : t.no}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </PagedRows>
    </section>
  );
}
