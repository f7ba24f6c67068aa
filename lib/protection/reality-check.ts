/**
 * The reality check's timing, pure: the session's start and the time now come from the server
 * (GET /api/customers/reality-check), so the device's own clock only measures time passing since that answer, never
 * the session's length by itself. Reminders fall due every `interval` after the session's start (server time); the
 * member's "เล่นต่อ" is remembered as the server time it was pressed, so the next reminder is the next multiple of the
 * interval after it, whatever the interval is changed to meanwhile.
 */
export interface RealityClock {
  /** The reminder interval in ms; 0 = off. */
  intervalMs: number;
  /** The session's start, server time (ms since epoch). */
  startedAt: number;
  /** Server time minus this device's time (ms), measured when the answer arrived. */
  offsetMs: number;
}

/**
 * The device's offset from the server: the server's time at the middle of the request's round trip, minus the device's
 * time then. A device clock that is hours off, or set back, makes no difference to when reminders fall due.
 */
export function clockOffset(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  return server - (sentAt + receivedAt) / 2;
}

/** The clock of a GET reality-check answer; null when its times do not parse. */
export function realityClockOf(
  answer: { interval_minutes: number; session_started_at: string; server_time: string },
  sentAt: number,
  receivedAt: number,
): RealityClock | null {
  const startedAt = Date.parse(answer.session_started_at);
  if (Number.isNaN(startedAt) || Number.isNaN(Date.parse(answer.server_time))) return null;
  return { intervalMs: Math.max(0, answer.interval_minutes) * 60_000, startedAt, offsetMs: clockOffset(answer.server_time, sentAt, receivedAt) };
}

/** The server's time now, by this device's clock and the offset. */
export const serverNow = (c: RealityClock, localNow: number) => localNow + c.offsetMs;

/** How long the session has lasted at `localNow` (never negative). */
export const elapsedMs = (c: RealityClock, localNow: number) => Math.max(0, serverNow(c, localNow) - c.startedAt);

/**
 * When the next reminder falls due, as this device's time (ms): the first multiple of the interval after the session's
 * start that comes after `acknowledgedAt` (server time of the last "เล่นต่อ", or null for none this session). Null when
 * the reminder is off. A time at or before `localNow` means it is due now.
 */
export function nextReminderAt(c: RealityClock, acknowledgedAt: number | null): number | null {
  if (c.intervalMs <= 0) return null;
  // An acknowledgement from before this session (another session's, in this browser) counts for nothing.
  const n = acknowledgedAt === null || acknowledgedAt < c.startedAt ? 1 : Math.floor((acknowledgedAt - c.startedAt) / c.intervalMs) + 1;
  return c.startedAt + n * c.intervalMs - c.offsetMs;
}

/** Whether a reminder is due at `localNow`. */
export function reminderDue(c: RealityClock, acknowledgedAt: number | null, localNow: number): boolean {
  const at = nextReminderAt(c, acknowledgedAt);
  return at !== null && at <= localNow;
}

/** Hours and whole minutes of a duration, for "1 ชั่วโมง 5 นาที". */
export function hoursMinutes(ms: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Timers wake at most this far apart, so a device that slept or had its clock changed catches up within it. */
export const MAX_WAIT_MS = 30_000;

/**
 * Calls `onDue` once when the next reminder falls due (at once when it already is), by this device's timers; returns a
 * cancel. Waits in steps of at most MAX_WAIT_MS and checks the time again after each, since a timer can fire late
 * (a phone asleep) and the wall clock can move.
 */
export function scheduleReminder(
  c: RealityClock,
  acknowledgedAt: number | null,
  onDue: () => void,
  now: () => number = Date.now,
): () => void {
  const at = nextReminderAt(c, acknowledgedAt);
  if (at === null) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const check = () => {
    if (cancelled) return;
    const left = at - now();
    if (left <= 0) {
      cancelled = true;
      onDue();
      return;
    }
    timer = setTimeout(check, Math.min(left, MAX_WAIT_MS));
  };
  check();
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** What the member's "เล่นต่อ" is remembered as, per session, in this browser (every tab sees it). */
export const ACK_KEY = "gm_reality_ack";

export function readAcknowledged(sessionStartedAt: string, storage: Pick<Storage, "getItem"> | undefined): number | null {
  try {
    const raw = storage?.getItem(ACK_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as { s?: unknown; at?: unknown };
    return v.s === sessionStartedAt && typeof v.at === "number" && Number.isFinite(v.at) ? v.at : null;
  } catch {
    return null;
  }
}

export function writeAcknowledged(sessionStartedAt: string, serverTime: number, storage: Pick<Storage, "setItem"> | undefined): void {
  try {
    storage?.setItem(ACK_KEY, JSON.stringify({ s: sessionStartedAt, at: Math.round(serverTime) }));
  } catch {
    // Storage full or refused: the reminder still works in this page.
  }
}
