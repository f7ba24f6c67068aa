"use client";
import { labelsText } from "@/lib/i18n/th/labels";
import { referralPageText } from "@/lib/i18n/th/referral-page";
import { useReferral } from "@/lib/referral/queries";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/field";
import { Earnings } from "./earnings";
import { LevelTree } from "./level-tree";
import { LinkCard } from "./link-card";
import { Terms } from "./terms";
import s from "./referral.module.css";

const t = referralPageText;

/** /referral: the link and its share buttons, the tree, the earnings with claims, the rates and terms. */
export function ReferralView() {
  const q = useReferral();
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton />;
  const r = q.data;
  return (
    <div className={s.wrap} data-testid="referral-view">
      <LinkCard referralId={r.referral_id} />
      <LevelTree counts={r.counts} />
      <Earnings total={r.referral_total} pending={r.referral_pending} />
      <Terms rates={r.rates} />
    </div>
  );
}

/** Space held while the summary loads (no layout shift). */
export function Skeleton() {
  return (
    <div className={s.wrap} role="status" aria-label={labelsText.loading}>
      <div className={`shimmer ${s.skeleton}`} />
      <div className={`shimmer ${s.skeleton}`} style={{ minHeight: 140 }} />
    </div>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={s.wrap}>
      <Alert>{t.loadFailed}</Alert>
      <Button variant="outline" onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}
