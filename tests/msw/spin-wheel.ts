import { http, HttpResponse, type HttpHandler } from "msw";
import { spinWheel, spinWheelSpin } from "@/lib/api/contract/spin-wheel";
import { customersGetBonus } from "@/lib/api/contract/customers";
import { th } from "@/lib/i18n/th";
import { SPIN, SPIN_PRIZES, nextBangkokMidnight, probabilityOf } from "@/lib/spin-wheel/prizes";
import type { z } from "zod";

/**
 * The spin wheel's stand-in (GET /api/spin-wheel, POST /api/spin-wheel/spin), answering as the contract says: one
 * spin per phone per mock session (resetSpinWheel, called by resetMockBackend), a replayed Idempotency-Key gets the
 * first answer, a second spin gets the Thai refusal. The prize is fixed (setMockSpinPrize; default the 10 baht one)
 * so tests know what the wheel must show. It also claims the spin bonuses it granted through get-bonus; any other
 * bonus id falls through to the next get-bonus handler.
 */
type Today = z.input<typeof spinWheel.response>["today"];
interface SpinState {
  today: NonNullable<Today> | null;
  replies: Map<string, unknown>;
  claimed: boolean;
}
const states = new Map<string, SpinState>();
let prizeIndex = 2;
const BONUS_BASE = 9_000;

export function resetSpinWheel(): void {
  states.clear();
  prizeIndex = 2;
}

/** Which prize the next mock spin draws (the real server draws it with its CSPRNG). */
export function setMockSpinPrize(index: number): void {
  prizeIndex = index;
}

const stateOf = (phone: string) => {
  let st = states.get(phone);
  if (!st) states.set(phone, (st = { today: null, replies: new Map(), claimed: false }));
  return st;
};

export function spinWheelHandlers(sessionPhone: (request: Request) => string | undefined): HttpHandler[] {
  const unauthenticated = () => HttpResponse.json({ message: "Unauthenticated." }, { status: 401 });
  return [
    http.get("*/api/spin-wheel", ({ request }) => {
      const phone = sessionPhone(request);
      if (!phone) return unauthenticated();
      const st = stateOf(phone);
      const body: z.input<typeof spinWheel.response> = {
        prizes: SPIN_PRIZES.map((p, index) => ({ index, amount: p.amount, probability: probabilityOf(p.weight) })),
        turnover: SPIN.turnoverMultiple,
        claim_days: SPIN.claimDays,
        can_spin: st.today === null,
        next_spin_at: st.today?.next_spin_at ?? null,
        today: st.today,
      };
      return HttpResponse.json(body);
    }),
    http.post("*/api/spin-wheel/spin", ({ request }) => {
      const phone = sessionPhone(request);
      if (!phone) return unauthenticated();
      const st = stateOf(phone);
      const key = request.headers.get("idempotency-key");
      if (key && st.replies.has(key)) {
        const first = st.replies.get(key) as { status: number; body: object };
        return HttpResponse.json(first.body, { status: first.status });
      }
      let answer: { status: number; body: z.input<typeof spinWheelSpin.response> };
      if (st.today) {
        answer = { status: 400, body: { success: false, msg: th.spinWheel.alreadySpun } };
      } else {
        const amount = SPIN_PRIZES[prizeIndex]!.amount;
        st.today = {
          prize_index: prizeIndex,
          amount,
          bonus_id: BONUS_BASE + states.size,
          next_spin_at: nextBangkokMidnight(new Date()).toISOString(),
        };
        answer = { status: 200, body: { success: true, msg: th.spinWheel.won(String(amount)), data: st.today } };
      }
      if (key) st.replies.set(key, answer);
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
    http.post("*/api/customers/get-bonus/:id", ({ request, params }) => {
      const phone = sessionPhone(request);
      const st = phone ? states.get(phone) : undefined;
      if (!st?.today || Number(params.id) !== st.today.bonus_id) return undefined; // not a spin bonus of ours
      if (st.claimed) return HttpResponse.json({ success: false, msg: th.bonus.alreadyClaimed }, { status: 400 });
      st.claimed = true;
      const body: z.input<typeof customersGetBonus.response> = { success: true, msg: th.bonus.claimedWithTurnover(String(st.today.amount), String(Number(st.today.amount) * SPIN.turnoverMultiple)) };
      return HttpResponse.json(body);
    }),
  ];
}
