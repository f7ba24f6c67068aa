"use client";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useLogout } from "@/lib/auth/use-logout";
import { formatMoney } from "@/lib/format";
import { realityCheckText as t } from "@/lib/i18n/th/reality-check";
import {
  ACK_KEY,
  elapsedMs,
  hoursMinutes,
  nextReminderAt,
  readAcknowledged,
  realityClockOf,
  scheduleReminder,
  serverNow,
  writeAcknowledged,
  type RealityClock,
} from "@/lib/protection/reality-check";
import { readRealityFigures, realityCheckQueryOptions } from "@/lib/protection/queries";
import { useSessionStore } from "@/stores/session-store";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import s from "./protection.module.css";
import { accountPath } from "@/lib/protection/paths";

const storage = () => (typeof window === "undefined" ? undefined : window.localStorage);
/** The acknowledgement kept in localStorage, as a store: another tab's "เล่นต่อ" reaches this one too. */
const subscribe = (onChange: () => void) => {
  const listener = (e: StorageEvent) => e.key === ACK_KEY && onChange();
  window.addEventListener("storage", listener);
  window.addEventListener("gm-reality-ack", onChange);
  return () => {
    window.removeEventListener("storage", listener);
    window.removeEventListener("gm-reality-ack", onChange);
  };
};

/**
 * The reality check: when the member's interval comes round — counted from the session's start by the
 * server's clock (GET /api/customers/reality-check), the device's clock only measuring time since that answer — a
 * dialog over the page says how long they have been logged in and what this session has come to, with เล่นต่อ and
 * ออกจากระบบ. เล่นต่อ is remembered per session in this browser (every tab), so the next one comes an interval later.
 */
export function RealityCheckWatcher() {
  const loggedIn = useSessionStore((st) => st.loggedIn);
  const q = useQuery({ ...realityCheckQueryOptions(), enabled: loggedIn });
  const started = q.data?.session_started_at ?? null;
  const rawAck = useSyncExternalStore(subscribe, () => storage()?.getItem(ACK_KEY) ?? null, () => null);
  const acknowledged = started ? readAcknowledged(started, { getItem: () => rawAck }) : null;
  // The acknowledgement the reminder fell due under: shown while it is still the one kept, so a เล่นต่อ here or in
  // another tab (or the interval saved on /account) closes it with no extra state.
  const [dueUnder, setDueUnder] = useState<{ ack: number | null } | null>(null);
  const due = dueUnder !== null && dueUnder.ack === acknowledged;
  const clock = q.data ? realityClockOf(q.data, q.data.sentAt, q.data.receivedAt) : null;
  const key = clock ? `${clock.intervalMs}:${clock.startedAt}:${Math.round(clock.offsetMs / 1000)}:${acknowledged}` : null;
  // This session's figures as the reminder falls due (undefined while they load, null when they cannot be read).
  const [figures, setFigures] = useState<Figures | null | undefined>(undefined);

  useEffect(() => {
    // While the dialog is up nothing is scheduled.
    if (!clock || !key || due) return;
    // When the next one falls due (this device's time) on the page's root: what a test (or a curious member) reads.
    const root = document.documentElement.dataset;
    const at = nextReminderAt(clock, acknowledged);
    root.realityCheckAt = at === null ? "off" : String(Math.round(at));
    const cancel = scheduleReminder(clock, acknowledged, () => {
      setDueUnder({ ack: acknowledged });
      setFigures(undefined);
      // Fresh figures for the dialog, read apart from the query: the offset measured when the page loaded stays (the
      // device's clock measures the time since, at its own steady rate).
      readRealityFigures().then(setFigures, () => setFigures(null));
    });
    return () => {
      cancel();
      delete root.realityCheckAt;
    };
    // `key` sums up the clock and the acknowledgement (the clock object is new on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, due]);

  if (!due || !clock || !q.data) return null;
  const keepPlaying = () => {
    writeAcknowledged(q.data.session_started_at, serverNow(clock, Date.now()), storage());
    window.dispatchEvent(new Event("gm-reality-ack"));
  };
  return <RealityDialog clock={clock} figures={figures} onContinue={keepPlaying} />;
}

type Figures = { deposits: number; withdrawals: number; stakes: number | null; wins: number | null };

function RealityDialog({ clock, figures, onContinue }: { clock: RealityClock; figures: Figures | null | undefined; onContinue: () => void }) {
  const logout = useLogout();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const { hours, minutes } = hoursMinutes(elapsedMs(clock, now));
  const play = figures && figures.stakes !== null && figures.wins !== null ? figures.wins - figures.stakes : null;
  const net = figures && play !== null ? figures.deposits - figures.withdrawals + play : null;
  const signed = (n: number) => `${n < 0 ? "−" : n > 0 ? "+" : ""}฿${formatMoney(Math.abs(n))}`;

  return (
    <Dialog open onClose={onContinue} title={t.title} testId="reality-check">
      <div className={s.elapsed}>
        <span>{t.sinceLogin}</span>
        <strong data-testid="reality-check-elapsed">{t.duration(hours, minutes)}</strong>
      </div>
      {figures === undefined && <div className={`shimmer ${s.figuresLoading}`} aria-hidden="true" />}
      {figures === null && <p className={s.unavailable}>{t.figuresUnavailable}</p>}
      {figures && (
        <div className={s.figures} data-testid="reality-check-figures">
          <h3>{t.figuresTitle}</h3>
          <dl>
            <div>
              <dt>{t.deposits}</dt>
              <dd>฿{formatMoney(figures.deposits)}</dd>
            </div>
            <div>
              <dt>{t.withdrawals}</dt>
              <dd>฿{formatMoney(figures.withdrawals)}</dd>
            </div>
            <div>
              <dt>{t.stakes}</dt>
              <dd>{figures.stakes === null ? t.notReported : `฿${formatMoney(figures.stakes)}`}</dd>
            </div>
            <div>
              <dt>{t.wins}</dt>
              <dd>{figures.wins === null ? t.notReported : `฿${formatMoney(figures.wins)}`}</dd>
            </div>
          </dl>
          {play !== null && (
            <div className={`${s.result} ${play < 0 ? s.down : s.up}`} data-testid="reality-check-result">
              <span>
                {t.playResult}
                <small>{t.playResultHint}</small>
              </span>
              <b>{signed(play)}</b>
            </div>
          )}
          {net !== null && (
            <div className={s.result} data-testid="reality-check-net">
              <span>
                {t.net}
                <small>{t.netHint}</small>
              </span>
              <b>{signed(net)}</b>
            </div>
          )}
        </div>
      )}
      <div className={s.buttons}>
        <Button size="large" block onClick={onContinue}>
          {t.keepPlaying}
        </Button>
        <Button variant="ghost" size="large" block onClick={() => void logout()}>
          {t.logout}
        </Button>
      </div>
      <Link href={accountPath("reality-check")} className={s.settings} onClick={onContinue}>
        {t.settings}
      </Link>
    </Dialog>
  );
}
