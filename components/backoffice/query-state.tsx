"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { Button } from "@/components/ui/button";
import s from "./backoffice.module.css";

/** A back-office list's read: a quiet placeholder while it loads, a retry when it failed, else the list. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <p className={s.center}>…</p>;
  if (query.isError)
    return (
      <div className={s.center} role="alert">
        <p>{b.loadFailed}</p>
        <Button variant="outline" size="small" onClick={() => void query.refetch()}>
          {b.retry}
        </Button>
      </div>
    );
  return children(query.data);
}
