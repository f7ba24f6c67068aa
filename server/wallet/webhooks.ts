import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import type { ReviewReason } from "@/server/db/schema";
import { serverEnv } from "@/server/env";
import { HttpError, unauthenticated } from "@/server/http/errors";
import { th } from "@/lib/i18n/th";
import { completeDeposit } from "./deposits";
import { lockMemberOf } from "./locks";
import { inTx, toBaht } from "./tx";
import { parseDelivery, type GatewayEvent, type StatementLine } from "./webhook-parse";

/** Seconds a signed timestamp stays acceptable, either side of now. */
const WEBHOOK_WINDOW_SECONDS = 300;

export type WebhookSource = "bank-statement" | "payment-gateway";

/** Each sender signs with its own key: a body signed for one endpoint is worth nothing on the other. */
function webhookSecret(source: WebhookSource): string {
  const env = serverEnv();
  return source === "bank-statement" ? env.BANK_WEBHOOK_SECRET : env.GATEWAY_WEBHOOK_SECRET;
}

/** HMAC-SHA256 over `${timestamp}.` + the raw body's bytes, hex (what the sender puts in X-Signature). */
export function signWebhook(secret: string, timestamp: number | string, rawBody: string | Uint8Array): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest("hex");
}

/** Throws 401 unless X-Timestamp is within the window and X-Signature is the HMAC of timestamp + "." + raw body. */
export function verifySignature(headers: Headers, rawBody: string | Uint8Array, secret: string, now = Date.now()): void {
  const timestamp = headers.get("x-timestamp") ?? "";
  const signature = (headers.get("x-signature") ?? "").replace(/^sha256=/, "").toLowerCase();
  if (!/^\d{9,11}$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > WEBHOOK_WINDOW_SECONDS) throw unauthenticated();
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody), "hex");
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, "hex") : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthenticated();
}

type WebhookOutcome = "credited" | "duplicate" | "manual_review" | "ignored";

/**
 * POST /api/webhooks/{bank-statement,payment-gateway}: verify the signature over the bytes as delivered, under that
 * sender's own key (a bad one, or one made with the other sender's key: 401, nothing stored), parse, apply once. A signed body that does not parse (not JSON, wrong types, an amount that
 * is not a decimal with at most 2 decimals within WEBHOOK_MAX_SATANG, NUL or a lone surrogate in its id) is money
 * the operator must hear about: it goes to the manual-review list with its raw bytes and the reason, answered
 * `{success: true, outcome: "manual_review"}` so the sender stops retrying. It is filed once per event id when the id
 * is usable, else once per raw body (its sha256): a redelivery answers "duplicate" and adds no second row.
 */
export async function handleWebhook(db: DB, source: WebhookSource, request: Request): Promise<Response> {
  const raw = Buffer.from(await request.arrayBuffer());
  if (raw.length > 64 * 1024) throw new HttpError(413, { message: th.validation.invalidInput });
  verifySignature(request.headers, raw, webhookSecret(source));
  const parsed = parseDelivery(source, raw);
  let outcome: WebhookOutcome;
  if (!parsed.ok) {
    const key = parsed.eventId ?? `raw-sha256:${createHash("sha256").update(raw).digest("hex")}`;
    outcome = await once(db, source, key, (tx) => toReview(tx, { source, eventId: key, amount: null, reason: parsed.reason, payload: null, raw }));
  } else if (parsed.source === "bank-statement") {
    outcome = await applyStatementLine(db, parsed.line, raw);
  } else {
    outcome = await applyGatewayEvent(db, parsed.event, raw);
  }
  return Response.json({ success: true, outcome });
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

interface Review {
  source: WebhookSource;
  eventId: string;
  /** Satang, when the body parsed. */
  amount: number | null;
  reason: ReviewReason;
  /** The parsed line (its amount in baht), when the body parsed. */
  payload: unknown;
  /** The body exactly as delivered (bytea: text and jsonb would refuse a NUL). */
  raw: Buffer;
}

async function toReview(tx: DB, r: Review) {
  await tx.execute(sql`
    INSERT INTO manual_reviews (source, event_id, amount_satang, reason, payload, raw_body)
    VALUES (${r.source}, ${r.eventId}, ${r.amount}, ${r.reason}, ${r.payload === null ? null : JSON.stringify(r.payload)}::jsonb,
            decode(${r.raw.toString("hex")}, 'hex'))`);
  return { outcome: "manual_review" as const };
}

/**
 * A statement line matches an open bank deposit by its exact satang amount, if the deposit's deadline had not passed
 * when the money arrived. Exactly one match is credited; none or several go to manual review — never a guess.
 */
async function applyStatementLine(db: DB, line: StatementLine, raw: Buffer): Promise<WebhookOutcome> {
  const amount = line.amount;
  const at = line.transferred_at ? new Date(line.transferred_at) : new Date();
  const when = new Date(Math.min(at.getTime(), Date.now())).toISOString();
  const review = (tx: DB, reason: ReviewReason) =>
    toReview(tx, { source: "bank-statement", eventId: line.statement_id, amount, reason, payload: { ...line, amount: toBaht(amount) }, raw });
  return once(db, "bank-statement", line.statement_id, async (tx) => {
    const matches = rowsOf<{ id: number }>(
      await tx.execute(sql`
        SELECT id FROM money_requests
        WHERE type = 'deposit' AND method = 'bank' AND status = 'pending' AND amount_satang = ${amount} AND expires_at >= ${when}::timestamptz
        LIMIT 2`),
    );
    if (matches.length !== 1) return review(tx, matches.length ? "ambiguous" : "no_match");
    const id = Number(matches[0]!.id);
    if (!(await completeDeposit(tx, id))) return review(tx, "not_open");
    return { outcome: "credited", requestId: id };
  });
}

/** The gateway names its deposit; the amount must be the QR's. A failed payment changes nothing. */
async function applyGatewayEvent(db: DB, event: GatewayEvent, raw: Buffer): Promise<WebhookOutcome> {
  const amount = event.amount;
  const review = (tx: DB, reason: ReviewReason) =>
    toReview(tx, { source: "payment-gateway", eventId: event.event_id, amount, reason, payload: { ...event, amount: toBaht(amount) }, raw });
  return once(db, "payment-gateway", event.event_id, async (tx) => {
    if (event.status !== "paid") return { outcome: "ignored", requestId: event.deposit_id };
    await lockMemberOf(tx, event.deposit_id); // the member before the request (locks.ts)
    const [req] = rowsOf<{ amount: string | number; status: string; method: string | null }>(
      await tx.execute(sql`SELECT amount_satang AS amount, status, method FROM money_requests WHERE id = ${event.deposit_id} AND type = 'deposit' FOR UPDATE`),
    );
    if (!req || req.method !== "gateway" || req.status !== "pending") return review(tx, "not_open");
    if (Number(req.amount) !== amount) return review(tx, "amount_mismatch");
    await completeDeposit(tx, event.deposit_id);
    return { outcome: "credited", requestId: event.deposit_id };
  });
}
