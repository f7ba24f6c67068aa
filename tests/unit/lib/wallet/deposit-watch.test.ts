// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DEPOSIT_POLL_MS,
  depositWatchReducer,
  idleWatch,
  watchInterval,
  type DepositWatch,
  type ProfileLike,
} from "@/lib/wallet/deposit-watch";

const open = (id: number): ProfileLike => ({ pending_request: { id }, completed_requests: [] });
const finished = (id: number, status: string, amount: number, deleted_cause: string | null = null): ProfileLike => ({
  pending_request: null,
  completed_requests: [{ id, type: "deposit", status, amount, deleted_cause }],
});

/** Drives the machine the way the hook does: a profile read every `watchInterval` ms while it says so. */
function drive(start: DepositWatch, reads: ProfileLike[]) {
  let state = start;
  let polls = 0;
  const timer = () => {
    const interval = watchInterval(state);
    if (interval === false) return;
    setTimeout(() => {
      const next = reads[Math.min(polls, reads.length - 1)]!;
      polls += 1;
      state = depositWatchReducer(state, { type: "profile", profile: next });
      timer();
    }, interval);
  };
  timer();
  return { get state() { return state; }, get polls() { return polls; } };
}

describe("deposit watch", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("polls every 10 s while open and ends with the success text when completed", () => {
    const run = drive(depositWatchReducer(idleWatch, { type: "opened", id: 7 }), [open(7), open(7), finished(7, "completed", 1500.37)]);
    vi.advanceTimersByTime(DEPOSIT_POLL_MS * 2);
    expect(run.polls).toBe(2);
    expect(run.state).toEqual({ status: "watching", id: 7 });
    vi.advanceTimersByTime(DEPOSIT_POLL_MS);
    expect(run.state).toMatchObject({ status: "done", outcome: { ok: true, message: "คุณทำการฝากเงินจำนวน 1,500.37 บาท เรียบร้อยแล้ว" } });
    // Stopped: no more reads however long we wait.
    vi.advanceTimersByTime(DEPOSIT_POLL_MS * 10);
    expect(run.polls).toBe(3);
    expect(watchInterval(run.state)).toBe(false);
  });

  it("any other status fails with the deleted_cause in parentheses, a known English one in Thai", () => {
    const run = drive({ status: "watching", id: 9 }, [finished(9, "expired", 13, "deposit time ended")]);
    vi.advanceTimersByTime(DEPOSIT_POLL_MS);
    expect(run.state).toMatchObject({ status: "done", outcome: { ok: false, message: "ไม่สามารถฝากเงิน (หมดเวลาทำรายการฝาก)" } });
    const other = drive({ status: "watching", id: 10 }, [finished(10, "cancalled", 13, "สลิปไม่ถูกต้อง")]);
    vi.advanceTimersByTime(DEPOSIT_POLL_MS);
    expect(other.state).toMatchObject({ status: "done", outcome: { ok: false, message: "ไม่สามารถฝากเงิน (สลิปไม่ถูกต้อง)" } });
  });

  it("keeps polling while the request is still open or only other requests finished", () => {
    const other: ProfileLike = { pending_request: { id: 5 }, completed_requests: [{ id: 4, type: "deposit", status: "completed", amount: 1 }] };
    const run = drive({ status: "watching", id: 5 }, [other]);
    vi.advanceTimersByTime(DEPOSIT_POLL_MS * 30);
    expect(run.polls).toBe(30);
    expect(run.state).toEqual({ status: "watching", id: 5 });
  });

  it("does not poll when idle, resumes a pending request from the profile, and stops on cancel", () => {
    expect(watchInterval(idleWatch)).toBe(false);
    const resumed = depositWatchReducer(idleWatch, { type: "profile", profile: open(3) });
    expect(resumed).toEqual({ status: "watching", id: 3 });
    expect(watchInterval(resumed)).toBe(DEPOSIT_POLL_MS);
    const cancelled = depositWatchReducer(resumed, { type: "cancelled" });
    expect(watchInterval(cancelled)).toBe(false);
    // A profile read from before the cancel landed does not reopen it …
    expect(depositWatchReducer(cancelled, { type: "profile", profile: open(3) })).toEqual(cancelled);
    // … but a new deposit does.
    expect(depositWatchReducer(cancelled, { type: "profile", profile: open(4) })).toEqual({ status: "watching", id: 4 });
  });

  it("never takes a pending withdrawal in pending_request (the API family's, and ours with no deposit open) for a deposit", () => {
    const withdrawal: ProfileLike = {
      pending_request: { id: 9, type: "withdraw" },
      completed_requests: [{ id: 9, type: "withdraw", status: "pending", amount: 100 }],
    };
    expect(depositWatchReducer(idleWatch, { type: "profile", profile: withdrawal })).toEqual(idleWatch);
    expect(depositWatchReducer(idleWatch, { type: "profile", profile: { ...withdrawal, pending_request: { id: 9, type: "Withdrawal" } } })).toEqual(idleWatch);
    expect(depositWatchReducer(idleWatch, { type: "profile", profile: { ...withdrawal, pending_request: { id: 10, type: "deposit" } } })).toEqual({
      status: "watching",
      id: 10,
    });
  });

  it("the outcome is final", () => {
    const done = depositWatchReducer({ status: "watching", id: 1 }, { type: "profile", profile: finished(1, "completed", 100) });
    expect(depositWatchReducer(done, { type: "profile", profile: open(2) })).toBe(done);
    expect(depositWatchReducer(done, { type: "reset" })).toEqual(idleWatch);
  });
});
