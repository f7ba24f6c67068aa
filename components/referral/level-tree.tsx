import { referralPageText } from "@/lib/i18n/th/referral-page";
import type { Referral } from "@/lib/api/contract/referral";
import s from "./referral.module.css";

const t = referralPageText;

/** คุณ → ระดับ 1 → ระดับ 2 → ระดับ 3, each with its number of friends. */
export function LevelTree({ counts }: { counts: Referral["counts"] }) {
  const levels = [counts.lv1, counts.lv2, counts.lv3];
  return (
    <section className={s.card} aria-labelledby="referral-tree">
      <h2 id="referral-tree" className={s.title}>
        {t.treeTitle}
      </h2>
      <ol className={s.tree}>
        <li className={`${s.node} ${s.you}`}>
          <span className={s.nodeLabel}>{t.you}</span>
          <span className={s.count} aria-hidden="true">
            ★
          </span>
        </li>
        {levels.map((n, i) => (
          <li key={i} className={s.node} data-testid={`level-${i + 1}`}>
            <span className={s.nodeLabel}>{t.level(i + 1)}</span>
            <span className={s.count}>{n.toLocaleString("th-TH")}</span>
            <span className={s.nodeLabel}>{t.unit}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
