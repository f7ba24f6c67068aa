"use client";
import type { ReactNode } from "react";
import { labelsText } from "@/lib/i18n/th/labels";
import { referralPageText } from "@/lib/i18n/th/referral-page";
import { pagingText } from "@/lib/i18n/th/paging";
import { Button } from "@/components/ui/button";
import s from "./referral.module.css";

interface Paged {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A paged list's states around its rows: a skeleton of fixed height while the first page loads (no shift), the
 * failure or the empty text, then the rows and a "load more" button while the API has more pages.
 */
export function PagedRows({ q, count, empty, children }: { q: Paged; count: number; empty: string; children: ReactNode }) {
  const t = referralPageText;
  return (
    <>
      {q.isPending ? (
        <div className={`shimmer ${s.skeleton}`} style={{ minHeight: 160 }} role="status" aria-label={labelsText.loading} />
      ) : q.isError ? (
        <p className={s.muted}>{t.loadFailed}</p>
      ) : count === 0 ? (
        <p className={s.empty}>{empty}</p>
      ) : (
        children
      )}
      {q.hasNextPage && (
        <Button variant="outline" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
          {q.isFetchingNextPage ? labelsText.loading : pagingText.more}
        </Button>
      )}
    </>
  );
}
