"use client";
import { useEffect, useRef, useState } from "react";
import type { SpinResult } from "@/lib/api/contract/spin-wheel";
import { failureOf } from "@/lib/api/form-errors";
import { formatDateTime, formatMoney } from "@/lib/format";
import { spinWheelText } from "@/lib/i18n/th/spin-wheel";
import { SPIN, SPIN_PRIZES, probabilityOf } from "@/lib/spin-wheel/prizes";
import { useSpinWheel } from "@/lib/spin-wheel/queries";
import { useSpin, useSpunPrize } from "@/lib/spin-wheel/mutations";
import { useClaimBonus } from "@/lib/customers/mutations";
import { restingAngle, targetRotation } from "@/lib/spin-wheel/wheel";
import { useUiStore } from "@/stores/ui-store";
import { Button } from "@/components/ui/button";
import { Dialog, DialogText } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { Wheel } from "./wheel";
import s from "./spin-wheel.module.css";

/** How long the wheel turns (ms); 0 when the member prefers reduced motion. */
export const SPIN_MS = 4_200;

const reducedMotion = () =>
  typeof window === "undefined" || typeof window.matchMedia !== "function" || window.matchMedia("(prefers-reduced-motion: reduce)").matches;

const amountText = (amount: number) => formatMoney(amount).replace(/\.00$/, "");

type Outcome = { kind: "won"; result: SpinResult; msg: string } | { kind: "refused"; msg: string };

/**
 * The daily spin wheel, for /promotion: the published prize table with each prize's
 * chance, a wheel that turns to the prize the SERVER drew (nothing here is random), the result in a dialog with a
 * claim button (POST get-bonus, its msg shown in the dialog), and the next spin time once spun. A visitor's spin
 * button opens the log-in prompt.
 */
export function SpinWheelSection({ loggedIn }: { loggedIn: boolean }) {
  const state = useSpinWheel(loggedIn);
  const spin = useSpin();
  const spunPrize = useSpunPrize();
  const claim = useClaimBonus();
  const [rotation, setRotation] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [spinning, setSpinning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [claimMsg, setClaimMsg] = useState<string | null>(null);
  const [claimed, setClaimed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const placed = useRef(false);

  const prizes = state.data?.prizes ?? SPIN_PRIZES.map((p, index) => ({ index, amount: p.amount, probability: probabilityOf(p.weight) }));
  const turnover = state.data?.turnover ?? SPIN.turnoverMultiple;
  const claimDays = state.data?.claim_days ?? SPIN.claimDays;
  const today = state.data?.today ?? null;

  // A member who has spun today sees the wheel resting on today's prize.
  useEffect(() => {
    if (placed.current || !today) return;
    placed.current = true;
    setRotation(restingAngle(today.prize_index, prizes.length));
  }, [today, prizes.length]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const onSpun = (answer: Awaited<ReturnType<typeof spin.mutateAsync>>) => {
    const result = answer.data;
    if (!result) return;
    placed.current = true;
    const reduce = reducedMotion();
    setAnimate(!reduce);
    setRotation((r) => targetRotation(r, result.prize_index, prizes.length));
    setSpinning(true);
    timer.current = setTimeout(
      () => {
        setSpinning(false);
        setClaimMsg(null);
        setClaimed(false);
        setOutcome({ kind: "won", result, msg: answer.msg ?? spinWheelText.won(amountText(result.amount)) });
        spunPrize(result);
      },
      reduce ? 0 : SPIN_MS,
    );
  };
  const onRefused = (error: unknown) => setOutcome({ kind: "refused", msg: failureOf(error).message || spinWheelText.spinFailed });

  const claimPrize = (bonusId: number) =>
    claim.mutate(bonusId, {
      onSuccess: (answer) => {
        setClaimed(true);
        setClaimMsg(answer.msg ?? spinWheelText.claimTitle);
      },
      onError: (error) => setClaimMsg(failureOf(error).message),
    });

  const onSpin = () => {
    if (!loggedIn) {
      useUiStore.getState().openLoginPrompt();
      return;
    }
    spin.mutate(undefined, { onSuccess: onSpun, onError: onRefused });
  };

  const busy = spin.isPending || spinning;
  const canSpin = !loggedIn || (state.data?.can_spin ?? false);
  const wheelAmounts = prizes.map((p) => amountText(p.amount)).join(", ");

  return (
    <section className={s.section} aria-labelledby="spin-wheel-title" data-testid="spin-wheel">
      <header className={s.head}>
        <h2 id="spin-wheel-title" className={s.title}>
          {spinWheelText.title}
        </h2>
        <p className={s.lead}>{spinWheelText.lead}</p>
      </header>

      <div className={s.layout}>
        <div className={s.stage}>
          <Wheel
            amounts={prizes.map((p) => amountText(p.amount))}
            rotation={rotation}
            animate={animate}
            durationMs={SPIN_MS}
            label={spinWheelText.wheelLabel(wheelAmounts)}
          />
          <div className={s.controls}>
            {loggedIn && state.isPending ? (
              <p className={s.status} role="status">
                <Spinner /> {spinWheelText.loading}
              </p>
            ) : loggedIn && state.isError ? (
              <div className={s.status} role="alert">
                <span>{spinWheelText.loadFailed}</span>
                <Button variant="outline" size="small" onClick={() => void state.refetch()}>
                  {spinWheelText.retry}
                </Button>
              </div>
            ) : canSpin ? (
              <Button size="large" block onClick={onSpin} disabled={busy} aria-busy={busy} data-testid="spin-button">
                {busy ? spinWheelText.spinning : loggedIn ? spinWheelText.spin : spinWheelText.loginToSpin}
              </Button>
            ) : (
              today && (
                <div className={s.done} role="status" data-testid="spin-today">
                  <b>{spinWheelText.spunToday(amountText(today.amount))}</b>
                  <span className={s.next} data-testid="spin-next">
                    {spinWheelText.nextSpin(formatDateTime(today.next_spin_at))}
                  </span>
                </div>
              )
            )}
          </div>
        </div>

        <div className={s.tableBox}>
          <h3 className={s.tableTitle}>{spinWheelText.tableTitle}</h3>
          <table className={s.table} data-testid="spin-prizes">
            <thead>
              <tr>
                <th scope="col">{spinWheelText.prize}</th>
                <th scope="col">{spinWheelText.chance}</th>
              </tr>
            </thead>
            <tbody>
              {prizes.map((p) => (
                <tr key={p.index}>
                  <td className="money">{spinWheelText.baht(amountText(p.amount))}</td>
                  <td className="money">{p.probability}%</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={s.terms}>{spinWheelText.terms(turnover, claimDays)}</p>
        </div>
      </div>

      <Dialog
        open={outcome !== null}
        onClose={() => setOutcome(null)}
        title={outcome?.kind === "won" ? spinWheelText.resultTitle : spinWheelText.title}
        testId="spin-result"
        actions={
          <>
            <Button variant="ghost" onClick={() => setOutcome(null)}>
              {spinWheelText.close}
            </Button>
            {outcome?.kind === "won" && !claimed && (
              <Button onClick={() => claimPrize(outcome.result.bonus_id)} disabled={claim.isPending} data-testid="spin-claim">
                {claim.isPending ? spinWheelText.claiming : spinWheelText.claim}
              </Button>
            )}
          </>
        }
      >
        {outcome?.kind === "won" && (
          <p className={s.prize} data-testid="spin-prize">
            ฿{amountText(outcome.result.amount)}
          </p>
        )}
        <DialogText>{outcome?.msg}</DialogText>
        {outcome?.kind === "won" && <DialogText>{spinWheelText.nextSpin(formatDateTime(outcome.result.next_spin_at))}</DialogText>}
        {claimMsg && (
          <p className={s.claimMsg} role="status" data-testid="spin-claim-msg">
            {claimMsg}
          </p>
        )}
      </Dialog>
    </section>
  );
}
