"use client";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { memberSearchQueryOptions } from "@/lib/backoffice/queries";
import { formatDateTime, formatPhone } from "@/lib/format";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { QueryState } from "./query-state";
import s from "./backoffice.module.css";
import m from "./members.module.css";

const t = b.members;

/** The search box and its results; the words stay in the page's URL (`?q=`) so going back finds them again. */
export function MemberSearch({ initial }: { initial: string }) {
  const router = useRouter();
  const [q, setQ] = useState(initial);
  const results = useQuery(memberSearchQueryOptions(q));

  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const words = String(new FormData(e.currentTarget).get("q") ?? "").trim();
    setQ(words);
    router.replace(words ? `/backoffice/members?q=${encodeURIComponent(words)}` : "/backoffice/members");
  };

  return (
    <>
      <form className={s.filters} onSubmit={search} role="search">
        <label>
          {t.searchLabel}
          <input name="q" type="search" className={`${s.input} ${m.search}`} defaultValue={initial} maxLength={100} placeholder={t.searchPlaceholder} autoComplete="off" />
        </label>
        <Button type="submit" size="small">
          {b.search}
        </Button>
      </form>
      {!q ? (
        <p className={s.center}>{t.hint}</p>
      ) : (
        <QueryState query={results}>
          {(rows) => (
            <div className={s.tableWrap}>
              <table className={s.table} data-testid="member-results">
                <thead>
                  <tr>
                    <th scope="col">{t.columns.member}</th>
                    <th scope="col">{t.columns.username}</th>
                    <th scope="col">{t.columns.account}</th>
                    <th scope="col">{t.columns.status}</th>
                    <th scope="col">{t.columns.joined}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.length === 0 && (
                    <tr>
                      <td colSpan={5} className={s.empty}>
                        {t.noResults}
                      </td>
                    </tr>
                  )}
                  {rows.map((r) => (
                    <tr key={r.id} data-testid={`member-${r.id}`}>
                      <td className={s.nowrap}>
                        <Link href={`/backoffice/members/${r.id}`} className={m.memberLink}>
                          {formatPhone(r.phone)}
                        </Link>
                        <span className={s.sub}>{r.name ?? "-"}</span>
                      </td>
                      <td>{r.username ?? "-"}</td>
                      <td>
                        {(r.bank ?? "-").toUpperCase()} {r.account_number ?? "-"}
                      </td>
                      <td>
                        {t.status[r.status] ?? r.status}
                        {r.suspended && <span className={`${s.flag} ${m.flagGap}`}>{t.suspended}</span>}
                      </td>
                      <td className={s.nowrap}>{formatDateTime(r.created_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      )}
    </>
  );
}
