"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { auditQueryOptions, type AuditFilter } from "@/lib/backoffice/queries";
import { formatDateTime } from "@/lib/format";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { Button } from "@/components/ui/button";
import s from "./backoffice.module.css";

const ACTION_GROUPS = ["staff.", "withdrawal.", "review.", "member.", "adjustment.", ...Object.keys(b.actions)];

/** before → after, as short JSON (what changed is what matters; the full rows are in the CSV). */
const change = (before: unknown, after: unknown) =>
  [before, after].map((v) => (v === null || v === undefined ? "–" : JSON.stringify(v))).join(" → ");

/** The audit log with its filters (an action or a group of them, a staff member), 50 rows at a time, and its CSV. */
export function AuditLog() {
  const [filter, setFilter] = useState<AuditFilter>({ action: "", staff: "" });
  const log = useInfiniteQuery(auditQueryOptions(filter));
  const rows = log.data?.pages.flatMap((p) => p.data) ?? [];
  const exportHref = `/api/backoffice/audit/export?${new URLSearchParams(Object.entries(filter).filter(([, v]) => v))}`;

  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setFilter({ action: String(form.get("action") ?? ""), staff: String(form.get("staff") ?? "").trim() });
  };

  return (
    <>
      <form className={s.filters} onSubmit={search} role="search">
        <label>
          {b.filterAction}
          <select name="action" className={s.input} defaultValue="">
            <option value="">{b.allActions}</option>
            {ACTION_GROUPS.map((a) => (
              <option key={a} value={a}>
                {b.actions[a] ?? `${a}*`}
              </option>
            ))}
          </select>
        </label>
        <label>
          {b.filterStaff}
          <input name="staff" className={s.input} maxLength={64} autoComplete="off" />
        </label>
        <Button type="submit" variant="outline" size="small">
          {b.search}
        </Button>
        <a className={s.navLink} href={exportHref} download>
          {b.exportCsv}
        </a>
      </form>
      <div className={s.tableWrap}>
        <table className={s.table} data-testid="audit-log">
          <thead>
            <tr>
              <th scope="col">{b.auditColumns.at}</th>
              <th scope="col">{b.auditColumns.staff}</th>
              <th scope="col">{b.auditColumns.action}</th>
              <th scope="col">{b.auditColumns.target}</th>
              <th scope="col">{b.auditColumns.change}</th>
              <th scope="col">{b.auditColumns.reason}</th>
              <th scope="col">{b.auditColumns.ip}</th>
            </tr>
          </thead>
          <tbody>
            {log.isSuccess && rows.length === 0 && (
              <tr>
                <td colSpan={7} className={s.empty}>
                  {b.auditEmpty}
                </td>
              </tr>
            )}
            {rows.map((r) => (
              <tr key={r.id} data-testid="audit-row">
                <td className={s.nowrap}>{formatDateTime(r.at)}</td>
                <td className={s.nowrap}>
                  {r.staff ?? b.shell}
                  {r.role && <span className={s.sub}>{b.roles[r.role as keyof typeof b.roles] ?? r.role}</span>}
                </td>
                <td>{b.actions[r.action] ?? r.action}</td>
                <td className={s.nowrap}>
                  {r.target_type} #{r.target_id}
                </td>
                <td className={s.change}>{change(r.before, r.after)}</td>
                <td>{r.reason ?? "–"}</td>
                <td className={s.nowrap}>{r.ip ?? "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {(log.isPending || log.hasNextPage || log.isError) && (
          <div className={s.footer}>
            {log.isError ? (
              <Button variant="outline" size="small" onClick={() => void log.refetch()}>
                {b.retry}
              </Button>
            ) : (
              <Button variant="ghost" size="small" disabled={log.isFetching} onClick={() => void log.fetchNextPage()}>
                {log.isPending ? "…" : b.more}
              </Button>
            )}
          </div>
        )}
      </div>
    </>
  );
}
