// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clockOffset,
  elapsedMs,
  hoursMinutes,
  MAX_WAIT_MS,
  nextReminderAt,
  readAcknowledged,
  realityClockOf,
  reminderDue,
  scheduleReminder,
  writeAcknowledged,
  type RealityClock,
} from "@/lib/protection/reality-check";

const MIN = 60_000;
const START = Date.parse("2026-11-26T03:00:00.000Z");

describe("the device's offset from the server", () => {
  it("is the server's time at the middle of the round trip minus the device's", () => {
    // The device is 2 hours behind; the request took 400 ms there and back.
    const device = START - 2 * 60 * MIN;
    expect(clockOffset(new Date(START).toISOString(), device - 200, device + 200)).toBe(2 * 60 * MIN);
    expect(clockOffset("not a time", 0, 0)).toBe(0);
  });

  it("builds the clock from the API's answer, and refuses one whose times do not parse", () => {
    const answer = { interval_minutes: 30, session_started_at: new Date(START).toISOString(), server_time: new Date(START + 5 * MIN).toISOString() };
    expect(realityClockOf(answer, 1000, 1000)).toEqual({ intervalMs: 30 * MIN, startedAt: START, offsetMs: START + 5 * MIN - 1000 });
    expect(realityClockOf({ ...answer, session_started_at: "x" }, 0, 0)).toBeNull();
  });
});

describe("when reminders fall due", () => {
  // The device's clock runs 1 hour fast: the offset is -1 h, and every due time is in device time.
  const c: RealityClock = { intervalMs: 15 * MIN, startedAt: START, offsetMs: -60 * MIN };
  const device = (serverMs: number) => serverMs + 60 * MIN;

  it("counts the session from the server's start, not the device's clock", () => {
    expect(elapsedMs(c, device(START + 7 * MIN))).toBe(7 * MIN);
    expect(elapsedMs(c, device(START - MIN))).toBe(0);
  });

  it("first falls due one interval after the session's start", () => {
    expect(nextReminderAt(c, null)).toBe(device(START + 15 * MIN));
    expect(reminderDue(c, null, device(START + 15 * MIN) - 1)).toBe(false);
    expect(reminderDue(c, null, device(START + 15 * MIN))).toBe(true);
  });

  it("after เล่นต่อ, falls due at the next multiple of the interval, even when it was pressed late", () => {
    expect(nextReminderAt(c, START + 15 * MIN + 5_000)).toBe(device(START + 30 * MIN));
    // Away for 50 minutes, then เล่นต่อ at 52: one reminder, and the next at 60, not three in a row.
    expect(nextReminderAt(c, START + 52 * MIN)).toBe(device(START + 60 * MIN));
    // The interval changed to 60 after an acknowledgement at 20: the next is at 60.
    expect(nextReminderAt({ ...c, intervalMs: 60 * MIN }, START + 20 * MIN)).toBe(device(START + 60 * MIN));
  });

  it("ignores an acknowledgement from before the session, and is never due when off", () => {
    expect(nextReminderAt(c, START - 5 * MIN)).toBe(device(START + 15 * MIN));
    expect(nextReminderAt({ ...c, intervalMs: 0 }, null)).toBeNull();
    expect(reminderDue({ ...c, intervalMs: 0 }, null, device(START + 999 * MIN))).toBe(false);
  });

  it("reads durations as hours and minutes", () => {
    expect(hoursMinutes(16 * MIN + 59_000)).toEqual({ hours: 0, minutes: 16 });
    expect(hoursMinutes(125 * MIN)).toEqual({ hours: 2, minutes: 5 });
    expect(hoursMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe("scheduleReminder (fake timers)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const clock = (intervalMinutes: number, startedMinutesAgo: number): RealityClock => ({
    intervalMs: intervalMinutes * MIN,
    startedAt: Date.now() - startedMinutesAgo * MIN,
    offsetMs: 0,
  });

  it("fires once, exactly when the interval comes round, and not a moment before", () => {
    const onDue = vi.fn();
    scheduleReminder(clock(15, 0), null, onDue);
    vi.advanceTimersByTime(15 * MIN - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MIN);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it("fires at once when the reminder is already due (the session is older than the interval)", () => {
    const onDue = vi.fn();
    scheduleReminder(clock(30, 31), null, onDue);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it("catches up within MAX_WAIT_MS when the wall clock jumps (a phone asleep: its timers fire late)", () => {
    const onDue = vi.fn();
    scheduleReminder(clock(60, 0), null, onDue);
    // The device sleeps: its wall clock moves 61 minutes while no timer runs.
    vi.setSystemTime(Date.now() + 61 * MIN);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it("a cancelled schedule never fires; an interval of 0 schedules nothing", () => {
    const onDue = vi.fn();
    const cancel = scheduleReminder(clock(15, 0), null, onDue);
    vi.advanceTimersByTime(10 * MIN);
    cancel();
    vi.advanceTimersByTime(60 * MIN);
    scheduleReminder(clock(0, 0), null, onDue);
    vi.advanceTimersByTime(600 * MIN);
    expect(onDue).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the acknowledgement kept in the browser", () => {
  it("is read back for the same session only, and survives bad storage", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    writeAcknowledged("2026-11-26T03:00:00.000Z", START + 5 * MIN, storage);
    expect(readAcknowledged("2026-11-26T03:00:00.000Z", storage)).toBe(START + 5 * MIN);
    expect(readAcknowledged("2026-11-26T04:00:00.000Z", storage)).toBeNull();
    store.set("gm_reality_ack", "{broken");
    expect(readAcknowledged("2026-11-26T03:00:00.000Z", storage)).toBeNull();
    expect(readAcknowledged("x", undefined)).toBeNull();
    const throwing = { setItem: () => { throw new Error("quota"); } };
    expect(() => writeAcknowledged("x", 1, throwing)).not.toThrow();
  });
});
