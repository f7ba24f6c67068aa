// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  CREDIT_POLL_MS,
  MAX_FAILED_POLLS,
  creditCheckStep,
  initialCreditCheck,
  isBusy,
  refetchIntervalOf,
  type CreditCheckEvent,
  type CreditCheckState,
} from "@/lib/wallet/credit-check";
import { initialTurnover, turnoverStep } from "@/lib/wallet/turnover-check";

const timeout = "หมดระยะเวลาเช็คเครดิต ลิมิตไว้ไม่เกินจำนวน 2 ครั้ง";

/** Runs events from `state`, collecting every effect. */
function play(events: CreditCheckEvent[], state: CreditCheckState = initialCreditCheck) {
  const effects = [];
  for (const e of events) {
    const step = creditCheckStep(state, e);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const checking = () => play([{ type: "click" }, { type: "requested", run: 1, creditSuccess: true, at: 1000 }]);

describe("the credit check machine", () => {
  it("polls every 5 s and tolerates at most 2 unsuccessful polls", () => {
    expect(CREDIT_POLL_MS).toBe(5000);
    expect(MAX_FAILED_POLLS).toBe(2);
  });

  it("idle → requesting on a click, asking check-credit once; clicks while busy do nothing", () => {
    const s1 = creditCheckStep(initialCreditCheck, { type: "click" });
    expect(s1.state).toMatchObject({ status: "requesting", run: 1 });
    expect(s1.effects).toEqual([{ type: "request", run: 1 }]);
    expect(isBusy(s1.state)).toBe(true);
    expect(refetchIntervalOf(s1.state)).toBe(false);
    expect(creditCheckStep(s1.state, { type: "click" })).toEqual({ state: s1.state, effects: [] });
    const { state } = checking();
    expect(creditCheckStep(state, { type: "click" })).toEqual({ state, effects: [] });
  });

  it("requesting → checking on credit_success: spinner, toast ดำเนินการเช็คเครดิต, polling at 5 s", () => {
    const { state, effects } = checking();
    expect(state).toMatchObject({ status: "checking", failures: 0, since: 1000 });
    expect(effects).toEqual([{ type: "request", run: 1 }, { type: "toast", kind: "success", message: "ดำเนินการเช็คเครดิต" }]);
    expect(refetchIntervalOf(state)).toBe(5000);
    expect(isBusy(state)).toBe(true);
  });

  it("requesting → idle when check-credit says credit_success false, or fails", () => {
    expect(play([{ type: "click" }, { type: "requested", run: 1, creditSuccess: false, at: 1 }])).toMatchObject({
      state: { status: "idle" },
      effects: [{ type: "request", run: 1 }],
    });
    const failed = play([{ type: "click" }, { type: "requestFailed", run: 1, unauthenticated: false }]);
    expect(failed.state.status).toBe("idle");
    expect(failed.effects).toEqual([{ type: "request", run: 1 }]);
    expect(refetchIntervalOf(failed.state)).toBe(false);
  });

  it("a refused check-credit shows the server's msg; an Unauthenticated one logs out", () => {
    const refused = play([{ type: "click" }, { type: "requestFailed", run: 1, unauthenticated: false, message: "ไม่สำเร็จ" }]);
    expect(refused.effects.at(-1)).toEqual({ type: "toast", kind: "error", message: "ไม่สำเร็จ" });
    const gone = play([{ type: "click" }, { type: "requestFailed", run: 1, unauthenticated: true }]);
    expect(gone.state.status).toBe("idle");
    expect(gone.effects.at(-1)).toEqual({ type: "logout" });
  });

  it("ignores a stale answer from an earlier run", () => {
    const { state } = play([{ type: "click" }, { type: "reset" }, { type: "click" }]);
    expect(state.run).toBe(3);
    expect(creditCheckStep(state, { type: "requested", run: 1, creditSuccess: true, at: 5 }).state).toBe(state);
  });

  it("checking → idle when credit_checking is 0: toast เช็คเครดิตเรียบร้อย and the turnover check starts", () => {
    const { state } = checking();
    const done = creditCheckStep(state, { type: "polled", creditChecking: 0, at: 6000 });
    expect(done.state).toMatchObject({ status: "idle", failures: 0 });
    expect(done.effects).toEqual([{ type: "toast", kind: "success", message: "เช็คเครดิตเรียบร้อย" }, { type: "startTurnover" }]);
    expect(refetchIntervalOf(done.state)).toBe(false);
  });

  it("ignores profile reads from before the check began", () => {
    const { state } = checking();
    expect(creditCheckStep(state, { type: "polled", creditChecking: 0, at: 1000 }).state).toBe(state);
    expect(creditCheckStep(state, { type: "pollFailed", unauthenticated: true, at: 999 }).state).toBe(state);
  });

  it("polls 1 and 2 unsuccessful keep polling; poll 3 fails with the timeout toast naming 2", () => {
    let { state } = checking();
    const poll = (at: number) => creditCheckStep(state, { type: "polled", creditChecking: 1, at });
    const p1 = poll(6000);
    expect(p1).toEqual({ state: { ...state, failures: 1 }, effects: [] });
    state = p1.state;
    const p2 = poll(11000);
    expect(p2.state).toMatchObject({ status: "checking", failures: 2 });
    expect(p2.effects).toEqual([]);
    expect(refetchIntervalOf(p2.state)).toBe(5000);
    state = p2.state;
    const p3 = poll(16000);
    expect(p3.state).toMatchObject({ status: "idle", failures: 0 });
    expect(p3.effects).toEqual([{ type: "toast", kind: "error", message: timeout }]);
    expect(refetchIntervalOf(p3.state)).toBe(false);
  });

  it("counts failed reads (network, 5xx) as unsuccessful polls", () => {
    const { state } = play(
      [1, 2, 3].map((i) => ({ type: "pollFailed", unauthenticated: false, at: 1000 + i * 5000 }) as const),
      checking().state,
    );
    expect(state.status).toBe("idle");
  });

  it("success on the second poll after one failure still succeeds", () => {
    const { state, effects } = play(
      [
        { type: "polled", creditChecking: 1, at: 6000 },
        { type: "polled", creditChecking: 0, at: 11000 },
      ],
      checking().state,
    );
    expect(state.status).toBe("idle");
    expect(effects.map((e) => e.type)).toEqual(["toast", "startTurnover"]);
  });

  it("'Unauthenticated.' during a poll stops polling and logs out", () => {
    const { state, effects } = play([{ type: "pollFailed", unauthenticated: true, at: 6000 }], checking().state);
    expect(state.status).toBe("idle");
    expect(refetchIntervalOf(state)).toBe(false);
    expect(effects).toEqual([{ type: "logout" }]);
  });

  it("a repoll (from the turnover check) polls again with ดำเนินการเช็คเครดิต... and starts no second turnover check", () => {
    const again = creditCheckStep(initialCreditCheck, { type: "repoll", at: 20_000 });
    expect(again.state).toMatchObject({ status: "checking", failures: 0, since: 20_000, thenTurnover: false });
    expect(again.effects).toEqual([{ type: "toast", kind: "success", message: "ดำเนินการเช็คเครดิต..." }]);
    const done = creditCheckStep(again.state, { type: "polled", creditChecking: 0, at: 25_000 });
    expect(done.effects).toEqual([{ type: "toast", kind: "success", message: "เช็คเครดิตเรียบร้อย" }]);
    // Not while another check runs.
    const { state } = checking();
    expect(creditCheckStep(state, { type: "repoll", at: 3 }).state).toBe(state);
  });

  it("reset (logout) returns to idle from anywhere", () => {
    const { state } = play([{ type: "reset" }], checking().state);
    expect(state).toMatchObject({ status: "idle", failures: 0 });
    expect(refetchIntervalOf(state)).toBe(false);
  });
});

describe("the turnover check machine", () => {
  const started = turnoverStep(initialTurnover, { type: "start" });

  it("asks check-turnover once", () => {
    expect(started).toEqual({ state: { status: "requesting", run: 1 }, effects: [{ type: "request", run: 1 }] });
    expect(turnoverStep(started.state, { type: "start" }).effects).toEqual([]);
  });

  it("success with credit_success true → poll again", () => {
    expect(turnoverStep(started.state, { type: "answered", run: 1, creditSuccess: true })).toEqual({
      state: { status: "idle", run: 1 },
      effects: [{ type: "repoll" }],
    });
  });

  it("success without credit_success → nothing more", () => {
    expect(turnoverStep(started.state, { type: "answered", run: 1, creditSuccess: false }).effects).toEqual([]);
  });

  it("an error with success false → a warning with the server's msg", () => {
    const step = turnoverStep(started.state, { type: "failed", run: 1, unauthenticated: false, success: false, msg: "ยังทำเทิร์นไม่ครบ" });
    expect(step.state.status).toBe("idle");
    expect(step.effects).toEqual([{ type: "toast", kind: "warning", message: "ยังทำเทิร์นไม่ครบ" }]);
  });

  it("other errors are only logged; Unauthenticated logs out; stale answers are ignored", () => {
    expect(turnoverStep(started.state, { type: "failed", run: 1, unauthenticated: false }).effects[0]?.type).toBe("log");
    expect(turnoverStep(started.state, { type: "failed", run: 1, unauthenticated: true }).effects).toEqual([{ type: "logout" }]);
    expect(turnoverStep(started.state, { type: "answered", run: 0, creditSuccess: true }).effects).toEqual([]);
  });
});
