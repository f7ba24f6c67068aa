"use client";
import { useEffect, useRef, useState } from "react";
import { ApiError, firstMessage } from "@/lib/api/errors";
import { DEMO_BETS_SATANG } from "@/lib/demo-provider/contract";
import { demoSpinOnce } from "@/lib/demo-provider/spin";
import { formatBaht } from "@/lib/format";
import { demoProviderText } from "@/lib/i18n/th/demo-provider";
import { formulaText } from "@/lib/i18n/th/formula";
import { isSymbolName, SYMBOL_NAMES, SlotSymbol, type SymbolName } from "./slot-symbol";
import s from "./slot-machine.module.css";

/** When each reel stops after SPIN (the last one at 2.5 s, the server's minimum cycle). */
const REEL_STOPS_MS = [1_300, 1_900, 2_500] as const;
/** SPIN comes back a little after the last reel lands. */
const SETTLE_MS = 2_700;

type Line = [SymbolName, SymbolName, SymbolName];
type Message = { tone: "win" | "lose" | "error"; text: string } | null;

export interface SlotMachineProps {
  game: { slug: string; name: string; provider: string };
  rtp: number;
  volatility: "low" | "medium" | "high";
  publishedRtp: boolean;
  balanceSatang: number;
  rounds: number;
  lastWinSatang: number;
  paytable: { symbol: string; multiplier: number }[];
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const baht = (satang: number) => formatBaht(satang / 100);
const randomSymbol = () => SYMBOL_NAMES[Math.floor(Math.random() * SYMBOL_NAMES.length)]!;
/** Decorative neighbours above and below the payline (the server decides only the payline). */
const neighbours = (): Line => [randomSymbol(), randomSymbol(), randomSymbol()];
/** Strips shown while a reel turns: each reel its own order. */
const STRIPS: SymbolName[][] = [0, 1, 2].map((r) => SYMBOL_NAMES.map((_, i) => SYMBOL_NAMES[(i * (r + 2) + r) % SYMBOL_NAMES.length]!));

function spinId(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The demo slot: one payline of three reels. SPIN sends one request (the server draws, debits and credits in one
 * transaction); the reels turn for 2.5 s whatever the network does, and the balance and the win show when the last
 * reel lands. No auto-play, no turbo: one click, one spin, at most one every 2.5 s (the server checks it too).
 */
export function SlotMachine(props: SlotMachineProps) {
  const { game, rtp, volatility, publishedRtp, paytable } = props;
  const [balance, setBalance] = useState(props.balanceSatang);
  const [betIndex, setBetIndex] = useState(() => {
    const fitting = DEMO_BETS_SATANG.findLastIndex((b) => b <= Math.max(props.balanceSatang, DEMO_BETS_SATANG[0]));
    return Math.min(2, Math.max(0, fitting));
  });
  const [line, setLine] = useState<Line>(["moon", "seven", "gem"]);
  const [above, setAbove] = useState<Line>(["star", "bell", "cherry"]);
  const [below, setBelow] = useState<Line>(["lemon", "gem", "star"]);
  const [turning, setTurning] = useState<[boolean, boolean, boolean]>([false, false, false]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [lastWin, setLastWin] = useState(props.lastWinSatang);
  const [rounds, setRounds] = useState(props.rounds);
  const [won, setWon] = useState(false);
  const [gone, setGone] = useState(false);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const bet = DEMO_BETS_SATANG[betIndex]!;

  const request = (id: string) => demoSpinOnce({ game: game.slug, bet_satang: bet, spin_id: id });

  async function spin() {
    if (busy || gone) return;
    if (balance < bet) {
      setMessage({ tone: "error", text: demoProviderText.insufficient });
      return;
    }
    const started = performance.now();
    setBusy(true);
    setWon(false);
    setMessage(null);
    setTurning([true, true, true]);
    let result: Awaited<ReturnType<typeof request>> | null = null;
    try {
      result = await request(spinId());
    } catch (e) {
      if (!alive.current) return;
      setTurning([false, false, false]);
      setBusy(false);
      // A 401 says why play ended (an exclusion, a logout …): the provider's own Thai sentence.
      if (e instanceof ApiError && e.status === 401) setGone(true);
      setMessage({ tone: "error", text: firstMessage(e) });
      return;
    }
    const reels = result.reels.map((r) => (isSymbolName(r) ? r : "star")) as Line;
    const nextAbove = neighbours();
    const nextBelow = neighbours();
    for (let i = 0; i < 3; i++) {
      await wait(Math.max(0, started + REEL_STOPS_MS[i]! - performance.now()));
      if (!alive.current) return;
      setLine((l) => l.map((x, j) => (j === i ? reels[i]! : x)) as Line);
      setAbove((l) => l.map((x, j) => (j === i ? nextAbove[i]! : x)) as Line);
      setBelow((l) => l.map((x, j) => (j === i ? nextBelow[i]! : x)) as Line);
      setTurning((t) => t.map((x, j) => (j === i ? false : x)) as [boolean, boolean, boolean]);
    }
    setBalance(result.balance_satang);
    setRounds((n) => n + 1);
    setLastWin(result.win_satang);
    if (result.win_satang > 0) {
      setWon(true);
      setMessage({ tone: "win", text: `${demoProviderText.win(baht(result.win_satang))} · ×${result.multiplier}` });
    } else {
      setMessage({ tone: "lose", text: demoProviderText.noWin });
    }
    await wait(Math.max(0, started + SETTLE_MS - performance.now()));
    if (alive.current) setBusy(false);
  }

  return (
    <div className={s.layout}>
      <section className={s.machine} aria-label={game.name}>
        <header>
          <h1 className={s.gameName}>{game.name}</h1>
          <p className={s.gameMeta}>
            {game.provider} · {demoProviderText.rtp(rtp.toFixed(1))} · {demoProviderText.volatility} {formulaText.vol[volatility]}
          </p>
        </header>

        <div className={`${s.cabinet} ${won ? s.cabinetWin : ""}`}>
          <div className={s.reels} data-testid="reels">
            {[0, 1, 2].map((i) => (
              <div key={i} className={`${s.reel} ${turning[i] ? s.turning : s.landed}`} data-testid={`reel-${i}`}>
                {turning[i] ? (
                  <div className={s.strip} style={{ animationDuration: `${0.42 + i * 0.06}s` }} aria-hidden="true">
                    {[...STRIPS[i]!, ...STRIPS[i]!].map((name, k) => (
                      <div key={k} className={s.cell}>
                        <SlotSymbol name={name} />
                      </div>
                    ))}
                  </div>
                ) : (
                  <div className={s.stack}>
                    <div className={`${s.cell} ${s.side}`} aria-hidden="true">
                      <SlotSymbol name={above[i]!} />
                    </div>
                    <div className={`${s.cell} ${s.pay} ${won ? s.payWin : ""}`} data-symbol={line[i]}>
                      <SlotSymbol name={line[i]!} />
                    </div>
                    <div className={`${s.cell} ${s.side}`} aria-hidden="true">
                      <SlotSymbol name={below[i]!} />
                    </div>
                  </div>
                )}
              </div>
            ))}
            <div className={s.payline} aria-hidden="true" />
          </div>
        </div>

        <p
          className={`${s.message} ${message ? s[message.tone] : ""}`}
          role={message?.tone === "error" ? "alert" : "status"}
          aria-live="polite"
          data-testid="spin-message"
        >
          {busy && !message ? demoProviderText.spinning : (message?.text ?? demoProviderText.paytableNote)}
        </p>
      </section>

      <aside className={s.panel}>
        <div className={s.balanceCard}>
          <span className={s.label}>{demoProviderText.balance}</span>
          <strong className={s.balance} data-testid="provider-balance">
            {baht(balance)}
          </strong>
          <span className={s.small}>
            {demoProviderText.lastWin} <b>{baht(lastWin)}</b> · {demoProviderText.rounds} <b>{rounds}</b>
          </span>
        </div>

        <fieldset className={s.bets} disabled={busy}>
          <legend className={s.label}>{demoProviderText.bet}</legend>
          <div className={s.chips} role="radiogroup">
            {DEMO_BETS_SATANG.map((b, i) => (
              <button
                key={b}
                type="button"
                role="radio"
                aria-checked={i === betIndex}
                className={`${s.chip} ${i === betIndex ? s.chipOn : ""} ${b > balance ? s.chipShort : ""}`}
                onClick={() => setBetIndex(i)}
                aria-label={demoProviderText.betOption(b / 100)}
              >
                ฿{b / 100}
              </button>
            ))}
          </div>
        </fieldset>

        <button
          type="button"
          className={s.spin}
          onClick={() => void spin()}
          disabled={busy || gone}
          aria-busy={busy}
          data-testid="spin"
        >
          <span className={s.spinRing} aria-hidden="true" />
          <span className={s.spinLabel}>{busy ? demoProviderText.spinning : demoProviderText.spin}</span>
          <span className={s.spinBet}>{baht(bet)}</span>
        </button>

        <details className={s.paytable}>
          <summary>{demoProviderText.paytable}</summary>
          <p className={s.small}>{demoProviderText.paytableNote}</p>
          <ul>
            {paytable.map(({ symbol, multiplier }) =>
              isSymbolName(symbol) ? (
                <li key={symbol}>
                  <span className={s.triple} aria-hidden="true">
                    <SlotSymbol name={symbol} size={22} />
                    <SlotSymbol name={symbol} size={22} />
                    <SlotSymbol name={symbol} size={22} />
                  </span>
                  <b>×{multiplier}</b>
                </li>
              ) : null,
            )}
          </ul>
          <p className={s.small}>
            {publishedRtp ? demoProviderText.rtp(rtp.toFixed(1)) : demoProviderText.defaultTable} · {formulaText.random}
          </p>
        </details>
      </aside>
    </div>
  );
}
