"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { accountText } from "@/lib/i18n/th/account";
import { cardClass } from "@/components/page/page-shell";
import { Button } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import s from "./account.module.css";

/** One section of /account: a card that is its own anchor (`id`), with an icon, a title and a lead line. */
export function Section({ id, icon, title, lead, children }: { id: string; icon: ReactNode; title: string; lead?: string; children: ReactNode }) {
  return (
    <section id={id} className={`${cardClass} ${s.section}`} aria-labelledby={`${id}-title`} data-testid={`account-${id}`}>
      <div className={s.head}>
        <span className={s.badge} aria-hidden="true">
          {icon}
        </span>
        <h2 id={`${id}-title`}>{title}</h2>
        {lead && <p className={s.lead}>{lead}</p>}
      </div>
      {children}
    </section>
  );
}

/** The space an area takes once loaded, kept while it loads (no layout shift). */
export function Skeleton({ height, label }: { height: number; label?: string }) {
  return (
    <div className={`shimmer ${s.skeleton}`} style={{ height }} role={label ? "status" : undefined} aria-label={label} aria-hidden={label ? undefined : true} />
  );
}

export function LoadFailed({ onRetry, height }: { onRetry: () => void; height: number }) {
  return (
    <div className={s.failed} style={{ minHeight: height }} role="alert">
      <span>{accountText.loadFailed}</span>
      <Button variant="ghost" onClick={onRetry}>
        {accountText.retry}
      </Button>
    </div>
  );
}

/**
 * A section's body from its query: the skeleton of its final height while it loads, a retry of the same height when
 * the call failed, then `children` with the answer.
 */
export function QueryBody<T>({ query, height, label, children }: { query: UseQueryResult<T>; height: number; label: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Skeleton height={height} label={label} />;
  if (query.isError) return <LoadFailed height={height} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/** An inline confirmation (besides the toast): stays until the next change. */
export function Saved({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className={s.ok} role="status" data-testid={testId}>
      <Glyph name="check" size={18} />
      <span>{children}</span>
    </p>
  );
}

export function Note({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={s.note} data-testid={testId}>
      <Glyph name="info" size={18} />
      <div>{children}</div>
    </div>
  );
}
