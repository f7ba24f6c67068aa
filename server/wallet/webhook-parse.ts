import "server-only";
import { z } from "zod";
import type { ReviewReason } from "@/server/db/schema";

/**
 * Parsing a signed webhook body. Nothing here refuses a delivery: a body that does not parse is a line of money the
 * operator must see, so the caller files it for manual review with its raw bytes and the reason found here.
 */

/** The largest amount a line may carry: 10 million baht (far above any deposit; a safe integer in satang). */
const WEBHOOK_MAX_SATANG = 1_000_000_000;

/**
 * Satang from baht given as a decimal number or string with at most 2 decimals, above 0 and at most the maximum;
 * null otherwise ("12.345", 0.001, -5, "1e3", "0x10", 1e20, true). A JSON number is read by its shortest decimal
 * form, so 12.3 and 12.30 are both 1,230 satang.
 */
export function webhookSatang(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
  const m = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const satang = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return satang > 0 && satang <= WEBHOOK_MAX_SATANG ? satang : null;
}

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const hasLoneSurrogate = (s: string) => s.search(LONE_SURROGATES) !== -1;

/** An event id PostgreSQL can store and compare as given: 1-200 characters, no NUL, no lone surrogate. */
const eventId = z
  .string()
  .min(1)
  .max(200)
  .refine((s) => !s.includes("\0") && !hasLoneSurrogate(s));

/** Free text is kept, not refused: cut to `max`, then NUL and lone surrogates removed (PostgreSQL refuses them). */
const freeText = (max: number) =>
  z.string().transform((s) => s.slice(0, max).replace(/\0/g, "").replace(LONE_SURROGATES, ""));

/** The amount, parsed to satang (see webhookSatang). */
const amount = z.unknown().transform((v, ctx) => {
  const satang = webhookSatang(v);
  if (satang === null) {
    ctx.addIssue({ code: "custom", message: "amount" });
    return z.NEVER;
  }
  return satang;
});

/** One line of the operator's bank statement feed: money that arrived in the operator's account. `amount`: satang. */
const statementLine = z.object({
  statement_id: eventId,
  amount,
  // PostgreSQL has no year 0: a date before 2000 is no real statement line's
  transferred_at: z.iso
    .datetime({ offset: true })
    .refine((s) => Date.parse(s) >= Date.UTC(2000, 0, 1))
    .optional(),
  from_bank: freeText(50).optional(),
  from_account: freeText(50).optional(),
  description: freeText(500).optional(),
});

/** The payment gateway's callback for a PromptPay QR deposit. `amount`: satang. */
const gatewayEvent = z.object({
  event_id: eventId,
  deposit_id: z.union([z.number(), z.string().regex(/^\d{1,10}$/).transform(Number)]).pipe(z.number().int().positive().max(2 ** 31 - 1)),
  amount,
  status: z.enum(["paid", "failed"]),
});

export type StatementLine = z.output<typeof statementLine>;
export type GatewayEvent = z.output<typeof gatewayEvent>;

export type Parsed =
  | { ok: true; source: "bank-statement"; line: StatementLine }
  | { ok: true; source: "payment-gateway"; event: GatewayEvent }
  /** `eventId`: the body's own id when it is usable (then the event is once per id), else null. */
  | { ok: false; reason: ReviewReason; eventId: string | null };

/** Parses a verified body (bytes as delivered) of either webhook. */
export function parseDelivery(source: "bank-statement" | "payment-gateway", raw: Buffer): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid_json", eventId: null };
  }
  if (!json || typeof json !== "object" || Array.isArray(json)) return { ok: false, reason: "invalid_body", eventId: null };
  const id = eventId.safeParse((json as Record<string, unknown>)[source === "bank-statement" ? "statement_id" : "event_id"]);
  if (source === "bank-statement") {
    const line = statementLine.safeParse(json);
    if (line.success) return { ok: true, source, line: line.data };
    return { ok: false, reason: reasonOf(id.success, line.error), eventId: id.success ? id.data : null };
  }
  const event = gatewayEvent.safeParse(json);
  if (event.success) return { ok: true, source, event: event.data };
  return { ok: false, reason: reasonOf(id.success, event.error), eventId: id.success ? id.data : null };
}

function reasonOf(idOk: boolean, error: z.ZodError): ReviewReason {
  if (!idOk) return "invalid_id";
  return error.issues.some((i) => i.path[0] === "amount") ? "invalid_amount" : "invalid_body";
}
