"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/lib/toast";
import type * as z from "zod/mini";
import type { customersSessions } from "@/lib/api/contract/protection";
import type { Failure } from "@/lib/api/form-errors";
import { formatDateTime } from "@/lib/format";
import { accountText as t } from "@/lib/i18n/th/account";
import { loginHistoryQueryOptions, sessionsQueryOptions } from "@/lib/protection/queries";
import { useEndSession } from "@/lib/protection/mutations";
import { FailureAlert, reportFailure } from "@/components/forms/failure-alert";
import { Button } from "@/components/ui/button";
import { Glyph } from "@/components/ui/glyph";
import { LoadFailed, Note, QueryBody, Section, Skeleton } from "./section";
import s from "./account.module.css";

type Live = z.output<typeof customersSessions.response>["data"][number];

const deviceIcon = (type: string) => (type === "mobile" || type === "tablet" ? <Glyph name="mobile" /> : <Glyph name="desktop" />);

/**
 * #sessions: the member's live sessions (this device first), each other one with its own "ออกจากระบบ", and
 * "ออกจากระบบทุกอุปกรณ์อื่น"; then the last 30 logins, failed ones included. An ended device's next call is refused
 * (401) and the site there logs out.
 */
export function SessionsSection() {
  const q = useQuery(sessionsQueryOptions());
  const endSession = useEndSession();
  const [busy, setBusy] = useState<number | "others" | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const end = async (target: Live | "others") => {
    setBusy(target === "others" ? "others" : target.id);
    setFailure(null);
    try {
      await endSession.mutateAsync(target === "others" ? "others" : target.id);
      toast.success(target === "others" ? t.othersEnded : t.sessionEnded, { id: "session-ended" });
    } catch (error) {
      setFailure(reportFailure(error));
    } finally {
      setBusy(null);
    }
  };

  const list = q.data ? [...q.data].sort((a, b) => Number(b.current) - Number(a.current)) : [];
  const others = list.filter((x) => !x.current);

  return (
    <Section id="sessions" icon={<Glyph name="devices" />} title={t.sessionsTitle} lead={t.sessionsLead}>
      <QueryBody query={q} height={220} label={t.sessionsTitle}>
        {() => (
          <div className={s.stack}>
            <FailureAlert failure={failure} testId="sessions-error" />
            <ul className={s.list} data-testid="sessions-list">
              {list.map((x) => (
                <li key={x.id} className={x.current ? `${s.device} ${s.deviceCurrent}` : s.device} data-testid={x.current ? "session-current" : "session-other"}>
                  <span className={s.deviceIcon}>{deviceIcon(x.device.type)}</span>
                  <span className={s.deviceName}>
                    {x.device.label}
                    {x.current && <span className={s.here}>{t.thisDevice}</span>}
                  </span>
                  <span className={s.deviceMeta}>
                    <span>IP {x.ip || "-"}</span>
                    <span>{t.firstSeen(formatDateTime(x.first_seen))}</span>
                    <span>{t.lastActive(formatDateTime(x.last_active))}</span>
                  </span>
                  {!x.current && (
                    <Button variant="ghost" className={s.deviceEnd} disabled={busy !== null} onClick={() => void end(x)} aria-label={t.endSessionOf(x.device.label)}>
                      {busy === x.id ? t.saving : t.endSession}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {others.length > 0 ? (
              <div className={s.actions}>
                <Button variant="outline" disabled={busy !== null} onClick={() => void end("others")}>
                  {busy === "others" ? t.saving : t.endOthers}
                </Button>
              </div>
            ) : (
              <Note testId="sessions-only-this">{t.onlyThisDevice}</Note>
            )}
          </div>
        )}
      </QueryBody>
      <LoginHistory />
    </Section>
  );
}

function LoginHistory() {
  const q = useQuery(loginHistoryQueryOptions());
  return (
    <details className={s.details} open data-testid="login-history">
      <summary>
        {t.historyTitle}
        <Glyph name="chevron-down" size={20} />
      </summary>
      {q.isPending ? (
        <Skeleton height={180} />
      ) : q.isError ? (
        <LoadFailed height={120} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <p className={s.muted}>{t.historyEmpty}</p>
      ) : (
        <ol className={s.history}>
          {q.data.map((e, i) => (
            <li key={`${e.at}-${i}`} data-testid={e.ok ? "login-ok" : "login-failed"}>
              <span className={e.ok ? s.okPill : s.failPill}>{e.ok ? t.historyOk : t.historyFailed}</span>
              <span>{e.device.label}</span>
              <span />
              <span className={s.historyMeta}>
                {formatDateTime(e.at)} · IP {e.ip || "-"}
              </span>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
