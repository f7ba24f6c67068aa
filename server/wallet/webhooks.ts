import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DB } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { serverEnv } from "@/server/env";
import { HttpError, unauthenticated } from "@/server/api/http-error";
import { th } from "@/lib/i18n/th";
import { completeDeposit } from "./deposits";
import { lockMemberOf } from "./locks";
import { inTx, toSatang } from "./tx";

/** Seconds a signed timestamp stays acceptable, either side of now. */
export const WEBHOOK_WINDOW_SECONDS = 300;

export type WebhookSource = "bank-statement" | "payment-gateway";

/** HMAC-SHA256 over `${timestamp}.${rawBody}`, hex (what the sender puts in X-Signature). */
export function signWebhook(secret: string, timestamp: number | string, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/** Throws 401 unless X-Timestamp is within the window and X-Signature is the HMAC of timestamp + "." + raw body. */
export function verifySignature(headers: Headers, rawBody: string, secret: string, now = Date.now()): void {
  const timestamp = headers.get("x-timestamp") ?? "";
  const signature = (headers.get("x-signature") ?? "").replace(/^sha256=/, "").toLowerCase();
  if (!/^\d{9,11}$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > WEBHOOK_WINDOW_SECONDS) throw unauthenticated();
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody), "hex");
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, "hex") : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthenticated();
}

const baht = z.union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/).transform(Number)]).pipe(z.number().positive());

/** One line of the operator's bank statement feed: money that arrived in the operator's account. */
export const statementLine = z.object({
  statement_id: z.string().min(1).max(200),
  amount: baht,
  transferred_at: z.iso.datetime({ offset: true }).optional(),
  from_bank: z.string().max(50).optional(),
  from_account: z.string().max(50).optional(),
  description: z.string().max(500).optional(),
});

/** The payment gateway's callback for a PromptPay QR deposit. */
export const gatewayEvent = z.object({
  event_id: z.string().min(1).max(200),
  deposit_id: z.coerce.number().int().positive(),
  amount: baht,
  status: z.enum(["paid", "failed"]),
});

export type WebhookOutcome = "credited" | "duplicate" | "manual_review" | "ignored";

/** POST /api/webhooks/{bank-statement,payment-gateway}: verify, parse, apply once. */
export async function handleWebhook(db: DB, source: WebhookSource, request: Request): Promise<Response> {
  const raw = await request.text();
  if (raw.length > 64 * 1024) throw new HttpError(413, { message: th.validation.invalidInput });
  verifySignature(request.headers, raw, serverEnv().WEBHOOK_SECRET);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new HttpError(422, { message: th.validation.invalidJson, errors: { error: [th.validation.invalidJson] } });
  }
  const outcome =
    source === "bank-statement" ? await applyStatementLine(db, parseOr422(statementLine, json)) : await applyGatewayEvent(db, parseOr422(gatewayEvent, json));
  return Response.json({ success: true, outcome });
}

function parseOr422<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "error");
    throw new HttpError(422, { message: th.validation.invalidInput, errors: { [field]: [th.validation.invalidInput] } });
  }
  return parsed.data;
}

/**
 * Records the event (unique per source and id) in the same transaction as what it does: of any number of
 * simultaneous deliveries, one inserts and applies; the others wait on the unique index, then see it and do nothing.
 */
async function once(db: DB, source: WebhookSource, eventId: string, apply: (tx: DB) => Promise<{ outcome: WebhookOutcome; requestId?: number }>): Promise<WebhookOutcome> {
  return inTx(db, async (tx) => {
    const inserted = rowsOf(
      await tx.execute(sql`
        INSERT INTO webhook_events (source, event_id, outcome) VALUES (${source}, ${eventId}, 'processing')
        ON CONFLICT (source, event_id) DO NOTHING RETURNING id`),
    );
    if (inserted.length === 0) return "duplicate";
    const { outcome, requestId } = await apply(tx);
    await tx.execute(sql`
      UPDATE webhook_events SET outcome = ${outcome}, request_id = ${requestId ?? null} WHERE source = ${source} AND event_id = ${eventId}`);
    return outcome;
  });
}

async function toReview(tx: DB, source: WebhookSource, eventId: string, amount: number, reason: string, payload: unknown) {
  await tx.execute(sql`
    INSERT INTO manual_reviews (source, event_id, amount_satang, reason, payload)
    VALUES (${source}, ${eventId}, ${amount}, ${reason}, ${JSON.stringify(payload)}::jsonb)`);
  return { outcome: "manual_review" as const };
}

/**
 * A statement line matches an open bank deposit by its exact satang amount, if the deposit's deadline had not passed
 * when the money arrived. Exactly one match is credited; none or several go to manual review — never a guess.
 */
export async function applyStatementLine(db: DB, line: z.output<typeof statementLine>): Promise<WebhookOutcome> {
  const amount = toSatang(line.amount);
  const at = line.transferred_at ? new Date(line.transferred_at) : new Date();
  const when = new Date(Math.min(at.getTime(), Date.now())).toISOString();
  return once(db, "bank-statement", line.statement_id, async (tx) => {
    const matches = rowsOf<{ id: number }>(
      await tx.execute(sql`
        SELECT id FROM money_requests
        WHERE type = 'deposit' AND method = 'bank' AND status = 'pending' AND amount_satang = ${amount} AND expires_at >= ${when}::timestamptz
        LIMIT 2`),
    );
    if (matches.length !== 1) return toReview(tx, "bank-statement", line.statement_id, amount, matches.length ? "ambiguous" : "no_match", line);
    const id = Number(matches[0]!.id);
    if (!(await completeDeposit(tx, id))) return toReview(tx, "bank-statement", line.statement_id, amount, "not_open", line);
    return { outcome: "credited", requestId: id };
  });
}

/** The gateway names its deposit; the amount must be the QR's. A failed payment changes nothing. */
export async function applyGatewayEvent(db: DB, event: z.output<typeof gatewayEvent>): Promise<WebhookOutcome> {
  const amount = toSatang(event.amount);
  return once(db, "payment-gateway", event.event_id, async (tx) => {
    if (event.status !== "paid") return { outcome: "ignored", requestId: event.deposit_id };
    await lockMemberOf(tx, event.deposit_id); // the member before the request (locks.ts)
    const [req] = rowsOf<{ amount: string | number; status: string; method: string | null }>(
      await tx.execute(sql`SELECT amount_satang AS amount, status, method FROM money_requests WHERE id = ${event.deposit_id} AND type = 'deposit' FOR UPDATE`),
    );
    if (!req || req.method !== "gateway" || req.status !== "pending") {
      return toReview(tx, "payment-gateway", event.event_id, amount, "not_open", event);
    }
    if (Number(req.amount) !== amount) return toReview(tx, "payment-gateway", event.event_id, amount, "amount_mismatch", event);
    await completeDeposit(tx, event.deposit_id);
    return { outcome: "credited", requestId: event.deposit_id };
  });
}
