import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino, { type DestinationStream, type Level } from "pino";
import { counter } from "./metrics";

/**
 * The server's one logger: a JSON line per event on stdout (pino), at `LOG_LEVEL` (info by default). A line written
 * while an `/api/*` call is answered carries its request id (`req_id`, the `X-Request-Id` the caller saw) and, once
 * the session is known, the member's id (`member_id`), without either being passed down (AsyncLocalStorage). What
 * may name a person or let someone in never goes into a line: phones are masked (`maskPhone`, lib/referral-terms.ts),
 * and fields named like a secret are replaced by pino's redaction as a second guard. docs/operations.md#logs.
 */

interface RequestContext {
  requestId: string;
  memberId?: number;
}

const requests = new AsyncLocalStorage<RequestContext>();

const LEVELS: readonly string[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const level = LEVELS.includes(process.env.LOG_LEVEL ?? "") ? (process.env.LOG_LEVEL as Level | "silent") : "info";

/** Where lines go: stdout, or nowhere under vitest until a test captures them (captureLogs). */
let sink: ((line: string) => void) | null = process.env.VITEST ? null : (line) => void process.stdout.write(line);
const destination: DestinationStream = { write: (line: string) => sink?.(line) };

const SECRET_FIELDS = ["password", "token", "access_token", "otp", "authorization", "cookie", "secret"];

export const log = pino(
  {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const request = requests.getStore();
      return request ? { req_id: request.requestId, ...(request.memberId ? { member_id: request.memberId } : {}) } : {};
    },
    redact: { paths: [...SECRET_FIELDS, ...SECRET_FIELDS.map((f) => `*.${f}`)], censor: "[redacted]" },
  },
  destination,
);

const moneyEvents = counter("money_events_total", "Money state changes: deposits, withdrawals and bonus claims, by what happened", ["event"]);

/**
 * A money state change (a deposit opened, credited, cancelled or expired; a withdrawal asked for or decided; a bonus
 * claimed), one line each, after the write it reports, and counted in `money_events_total`. Amounts in satang.
 */
export function moneyEvent(event: string, fields: Record<string, string | number | null>): void {
  moneyEvents.inc({ event });
  log.info({ money: event, ...fields }, `money: ${event.replaceAll("_", " ")}`);
}

/** A front's request id when it looks like one (letters, digits, `.`, `_`, `-`; 8-64), else a new one. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
}

/** Runs `answer` with `requestId` on every line it logs. */
export function inRequest<T>(requestId: string, answer: () => T): T {
  return requests.run({ requestId }, answer);
}

/** The member the current request acts for, from here on in its lines. */
export function logAsMember(memberId: number): void {
  const request = requests.getStore();
  if (request) request.memberId = memberId;
}

/** Tests: the lines logged from now on, parsed, at `atLeast` (default debug); `stop()` sends them nowhere again. */
export function captureLogs(atLeast: Level = "debug"): { lines: Record<string, unknown>[]; stop: () => void } {
  const lines: Record<string, unknown>[] = [];
  const before = log.level;
  log.level = atLeast;
  sink = (line) => void lines.push(JSON.parse(line) as Record<string, unknown>);
  return {
    lines,
    stop: () => {
      sink = null;
      log.level = before;
    },
  };
}
