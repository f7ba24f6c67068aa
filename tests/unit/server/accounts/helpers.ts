import { vi } from "vitest";
import { desc, eq } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { smsOutbox } from "@/server/db/schema";
import { dispatch } from "@/server/api/dispatch";

const ORIGIN = "http://127.0.0.1:3000";
let ipSeq = 0;

/** A fresh client address per call unless one is given, so the per-IP limits stay out of tests that are not about them. */
const freshIp = () => `198.18.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

export function api(path: string, init: { method?: string; body?: unknown; token?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": init.ip ?? freshIp() };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return dispatch(
    new Request(`${ORIGIN}${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
}

export const post = (path: string, body: unknown, token?: string, ip?: string) => api(path, { method: "POST", body, token, ip });

/** A JSON POST from the client address `ip`, with any further headers (a device token, a proof of work's …). */
export function postFrom(path: string, body: unknown, ip: string, headers: Record<string, string> = {}) {
  return dispatch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip, ...headers },
      body: JSON.stringify(body),
    }),
  );
}

/** The code in the latest SMS to a phone (the demo outbox sender's table). */
export async function lastCode(db: DB, phone: string): Promise<string> {
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(row?.text ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

export type Json = Record<string, unknown> & { errors?: Record<string, string[]> };
export const json = async (res: Response) => (await res.json()) as Json;

/** A 6-digit code that is not `code`. */
export const notThe = (code: string) => (code === "000000" ? "123456" : "000000");

/** The demo sender logs every SMS; call in beforeEach to keep the test output readable. */
export function quietSms() {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
}
