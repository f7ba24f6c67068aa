"use client";
import type { ReactNode } from "react";
import { th } from "@/lib/i18n/th";
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
  const t = th.referralPage;
  return (
    <>
      {q.isPending ? (
        <div className={s.skeleton} style={{ minHeight: 160 }} role="status" aria-label={th.labels.loading} />
      ) : q.isError ? (
        <p className={s.muted}>{t.loadFailed}</p>
      ) : count === 0 ? (
        <p className={s.empty}>{empty}</p>
      ) : (
        children
      )}
      {q.hasNextPage && (
        <Button variant="outline" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
          {q.isFetchingNextPage ? th.labels.loading : t.loadMore}
        </Button>
      )}
    </>
  );
}
