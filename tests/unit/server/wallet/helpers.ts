import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { createSession } from "@/server/auth/sessions";
import { dispatch } from "@/server/api/dispatch";
import { demoProvider } from "@/server/provider/demo";
import { signWebhook } from "@/server/wallet/webhooks";
import { DEMO_BANK_WEBHOOK_SECRET, DEMO_GATEWAY_WEBHOOK_SECRET } from "@/server/env";
import { rowsOf } from "@/server/db/rows";

let seq = 0;

/** An active member with a provider account (balance `satang`) and a session; `deposited` sets first_deposit_at. */
export async function member(db: DB, opts: { satang?: number; deposited?: boolean } = {}) {
  const n = ++seq;
  const phone = `086${String(process.pid % 1000).padStart(3, "0")}${String(n).padStart(4, "0")}`;
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      INSERT INTO members (phone, referral_key, status, first_deposit_at)
      VALUES (${phone}, ${`wal${process.pid}x${n}`}, 'active', ${opts.deposited ? sql`now()` : null}) RETURNING id`),
  );
  const id = Number(row!.id);
  const provider = demoProvider(db);
  await provider.createAccount(id);
  if (opts.satang) await provider.transferIn(id, opts.satang, `test-seed:${id}`);
  const { token } = await createSession(db, id, { ttlSeconds: 3600 });
  return { id, phone, token };
}

const ORIGIN = "http://127.0.0.1:3000";

export function call(path: string, opts: { token?: string; body?: unknown; key?: string; method?: string } = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": "198.51.100.7" };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.key) headers["idempotency-key"] = opts.key;
  return dispatch(
    new Request(`${ORIGIN}${path}`, {
      method: opts.method ?? (opts.body === undefined ? "GET" : "POST"),
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    }),
  );
}

/** A webhook delivery signed with its sender's demo key (or `secret`), at `timestamp` (now by default). */
export function webhook(kind: "bank-statement" | "payment-gateway", body: unknown, opts: { secret?: string; timestamp?: number } = {}) {
  const raw = JSON.stringify(body);
  const ts = opts.timestamp ?? Math.floor(Date.now() / 1000);
  return dispatch(
    new Request(`${ORIGIN}/api/webhooks/${kind}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-timestamp": String(ts),
        "x-signature": signWebhook(opts.secret ?? (kind === "bank-statement" ? DEMO_BANK_WEBHOOK_SECRET : DEMO_GATEWAY_WEBHOOK_SECRET), ts, raw),
      },
      body: raw,
    }),
  );
}

export type J = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export const body = async (res: Response) => (await res.json()) as J;
