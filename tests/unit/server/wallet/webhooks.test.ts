// @vitest-environment node
/**
 * Webhooks never lose money: every correctly signed body lands somewhere — credited, or
 * in the manual-review list with its raw bytes and a reason — answered 200 so the sender stops retrying; a redelivery
 * adds no second row; a bad signature stores nothing.
 */
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { dispatch } from "@/server/api/dispatch";
import { DEMO_BANK_WEBHOOK_SECRET, DEMO_GATEWAY_WEBHOOK_SECRET } from "@/server/env";
import { signWebhook } from "@/server/wallet/webhooks";
import { webhookSatang } from "@/server/wallet/webhook-parse";
import { demoProvider } from "@/server/provider/demo";
import { ledgerSumsToZero } from "@/server/wallet/ledger";
import { body, call, member, webhook } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

type Kind = "bank-statement" | "payment-gateway";

/** Each sender's key in demo mode. */
const KEY: Record<Kind, string> = { "bank-statement": DEMO_BANK_WEBHOOK_SECRET, "payment-gateway": DEMO_GATEWAY_WEBHOOK_SECRET };

/** Delivers these exact bytes, signed with the sender's key (or another secret). */
async function deliver(kind: Kind, raw: string | Buffer, secret = KEY[kind]) {
  const bytes = typeof raw === "string" ? Buffer.from(raw, "utf8") : raw;
  const ts = Math.floor(Date.now() / 1000);
  const res = await dispatch(
    new Request(`http://127.0.0.1:3000/api/webhooks/${kind}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-timestamp": String(ts), "x-signature": signWebhook(secret, ts, bytes) },
      body: new Uint8Array(bytes),
    }),
  );
  return { status: res.status, json: await body(res) };
}

interface ReviewRow {
  event_id: string;
  reason: string;
  amount_satang: string | null;
  payload: unknown;
  raw: string;
}
/** The review rows whose raw body is exactly these bytes. */
const reviewsOf = async (raw: string | Buffer) =>
  rowsOf<ReviewRow>(
    await database.execute(sql`
      SELECT event_id, reason, amount_satang, payload, encode(raw_body, 'hex') AS raw FROM manual_reviews
      WHERE raw_body = decode(${Buffer.from(raw).toString("hex")}, 'hex')`),
  );
const count = async (table: "manual_reviews" | "webhook_events") =>
  Number(rowsOf<{ n: string }>(await database.execute(sql`SELECT COUNT(*) AS n FROM ${sql.raw(table)}`))[0]!.n);

let n = 0;
const uid = (p: string) => `${p}-${Date.now()}-${++n}`;

/** Delivered twice: 200 manual_review, then 200 duplicate; exactly one review row, with the raw bytes and `reason`. */
async function expectOneReview(kind: Kind, raw: string | Buffer, reason: string) {
  const first = await deliver(kind, raw);
  expect(first).toEqual({ status: 200, json: { success: true, outcome: "manual_review" } });
  expect(await deliver(kind, raw)).toEqual({ status: 200, json: { success: true, outcome: "duplicate" } });
  const rows = await reviewsOf(raw);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.reason).toBe(reason);
  expect(rows[0]!.raw).toBe(Buffer.from(raw).toString("hex"));
  return rows[0]!;
}

describe("webhook amounts", () => {
  it("are decimals with at most 2 decimals, above 0, within the maximum; nothing is rounded", () => {
    expect(webhookSatang("12.34")).toBe(1234);
    expect(webhookSatang(12.3)).toBe(1230);
    expect(webhookSatang(100000.99)).toBe(10_000_099);
    expect(webhookSatang("10000000")).toBe(1_000_000_000);
    for (const bad of [0.001, "0.001", "12.345", 12.345, -5, "-5", 0, "0.00", 1e20, "1e20", "1e3", "0x10", true, [5], null, "", " 1", "10000000.01"]) {
      expect(webhookSatang(bad), String(bad)).toBeNull();
    }
  });
});

describe("a signed bank-statement body that does not parse goes to manual review, once, with its raw body", () => {
  const cases: [string, () => string, string][] = [
    ["NUL in statement_id", () => JSON.stringify({ statement_id: `${uid("nul")}\u0000x`, amount: "12.34" }), "invalid_id"],
    ["a lone surrogate in statement_id", () => JSON.stringify({ statement_id: `${uid("sur")}\ud800`, amount: "12.34" }), "invalid_id"],
    ["1e20 baht", () => JSON.stringify({ statement_id: uid("big"), amount: 1e20 }), "invalid_amount"],
    ["0.001 baht", () => JSON.stringify({ statement_id: uid("tiny"), amount: 0.001 }), "invalid_amount"],
    ['"12.345"', () => JSON.stringify({ statement_id: uid("3dp"), amount: "12.345" }), "invalid_amount"],
    ["a negative amount", () => JSON.stringify({ statement_id: uid("neg"), amount: -50 }), "invalid_amount"],
    ["an amount of true", () => JSON.stringify({ statement_id: uid("bool"), amount: true }), "invalid_amount"],
    ["a numeric statement_id", () => JSON.stringify({ statement_id: 12345, amount: "1.00", description: uid("num") }), "invalid_id"],
    ["a transfer in year 0", () => JSON.stringify({ statement_id: uid("y0"), amount: "1.00", transferred_at: "0000-01-01T00:00:00Z" }), "invalid_body"],
    ["invalid JSON", () => `{"statement_id": "${uid("json")}", amount: 12`, "invalid_json"],
    ["a raw NUL byte", () => `{"statement_id": "${uid("raw")}\u0000", "amount": "1.00"}`, "invalid_json"],
    ["valid JSON, not an object (array)", () => JSON.stringify([uid("arr"), 12.34]), "invalid_body"],
    ["valid JSON, not an object (string)", () => JSON.stringify(uid("str")), "invalid_body"],
  ];
  for (const [name, make, reason] of cases) {
    it(name, async () => {
      const raw = make();
      const row = await expectOneReview("bank-statement", raw, reason);
      expect(row.amount_satang).toBeNull();
      expect(row.payload).toBeNull();
      expect(await ledgerSumsToZero(database)).toBe(true);
    });
  }

  it("keeps an id it can use as the event's id, so a fixed redelivery of the same line is not credited twice", async () => {
    const m = await member(database);
    const opened = await body(await call("/api/requests/deposit/prepare", { token: m.token, body: { amount: 250, promotion_id: null } }));
    const id = uid("fixed");
    const row = await expectOneReview("bank-statement", JSON.stringify({ statement_id: id, amount: `${opened.data.amount}0001` }), "invalid_amount");
    expect(row.event_id).toBe(id);
    // the same statement line, now well formed: already filed for the operator, never credited on top
    expect(await body(await webhook("bank-statement", { statement_id: id, amount: opened.data.amount }))).toEqual({ success: true, outcome: "duplicate" });
    expect(await demoProvider(database).balance(m.id)).toBe(0);
  });
});

describe("free text in a statement line", () => {
  it("a line with NUL and a lone surrogate in its description that matches no deposit: exactly one review row, kept raw", async () => {
    const raw = JSON.stringify({ statement_id: uid("desc"), amount: "98765.43", description: "โอน\u0000เงิน\udc00 ok", from_bank: "k\u0000bank" });
    const row = await expectOneReview("bank-statement", raw, "no_match");
    expect(Number(row.amount_satang)).toBe(9_876_543);
    expect(row.payload).toMatchObject({ amount: 98765.43, description: "โอนเงิน ok", from_bank: "kbank" });
  });

  it("is cleaned, not refused: the matching deposit is credited", async () => {
    const m = await member(database);
    const opened = await body(await call("/api/requests/deposit/prepare", { token: m.token, body: { amount: 321, promotion_id: null } }));
    const line = { statement_id: uid("clean"), amount: String(opened.data.amount), description: `\u0000${"x".repeat(600)}\ud83d` };
    expect(await body(await webhook("bank-statement", line))).toEqual({ success: true, outcome: "credited" });
    expect(await demoProvider(database).balance(m.id)).toBe(Math.round(opened.data.amount * 100));
  });
});

describe("the payment-gateway callback", () => {
  const cases: [string, () => Record<string, unknown>, string][] = [
    ["NUL in event_id", () => ({ event_id: `${uid("g")}\u0000`, deposit_id: 1, amount: 10, status: "paid" }), "invalid_id"],
    ["a deposit_id of 1e20", () => ({ event_id: uid("g"), deposit_id: 1e20, amount: 10, status: "paid" }), "invalid_body"],
    ["a deposit_id of true", () => ({ event_id: uid("g"), deposit_id: true, amount: 10, status: "paid" }), "invalid_body"],
    ["an amount of 1e20", () => ({ event_id: uid("g"), deposit_id: 1, amount: 1e20, status: "paid" }), "invalid_amount"],
    ["an unknown status", () => ({ event_id: uid("g"), deposit_id: 1, amount: 10, status: "\u0000" }), "invalid_body"],
  ];
  for (const [name, make, reason] of cases) {
    it(`${name} → manual review, once`, async () => {
      await expectOneReview("payment-gateway", JSON.stringify(make()), reason);
    });
  }
});

describe("a bad signature", () => {
  it("is 401 and stores nothing, whatever the body", async () => {
    const [reviews, events] = [await count("manual_reviews"), await count("webhook_events")];
    for (const raw of [`{"statement_id": "x\u0000", amount: 1`, JSON.stringify({ statement_id: uid("sig"), amount: 1e20 })]) {
      expect((await deliver("bank-statement", raw, "x".repeat(40))).status).toBe(401);
      expect((await deliver("payment-gateway", raw, "x".repeat(40))).status).toBe(401);
    }
    expect([await count("manual_reviews"), await count("webhook_events")]).toEqual([reviews, events]);
  });
});

describe("each sender's own key", () => {
  it("a statement line signed with the gateway's key is 401 on the bank feed and stores nothing; with the bank's key it credits", async () => {
    const m = await member(database);
    const opened = await body(await call("/api/requests/deposit/prepare", { token: m.token, body: { amount: 432, promotion_id: null } }));
    const raw = JSON.stringify({ statement_id: uid("cross-bank"), amount: String(opened.data.amount) });
    const [reviews, events] = [await count("manual_reviews"), await count("webhook_events")];
    expect(await deliver("bank-statement", raw, DEMO_GATEWAY_WEBHOOK_SECRET)).toEqual({ status: 401, json: { message: "Unauthenticated." } });
    expect([await count("manual_reviews"), await count("webhook_events")]).toEqual([reviews, events]);
    expect(await demoProvider(database).balance(m.id)).toBe(0);
    expect(await deliver("bank-statement", raw, DEMO_BANK_WEBHOOK_SECRET)).toEqual({ status: 200, json: { success: true, outcome: "credited" } });
    expect(await demoProvider(database).balance(m.id)).toBe(Math.round(opened.data.amount * 100));
  });

  it("a gateway callback signed with the bank's key is 401 on the gateway and stores nothing; with the gateway's key it credits", async () => {
    const m = await member(database);
    const opened = await body(
      await call("/api/requests/deposit/payment-gateway", { token: m.token, body: { amount: 275, promotion_id: null, ip: "" } }),
    );
    const raw = JSON.stringify({ event_id: uid("cross-gw"), deposit_id: opened.data.id, amount: 275, status: "paid" });
    const [reviews, events] = [await count("manual_reviews"), await count("webhook_events")];
    expect(await deliver("payment-gateway", raw, DEMO_BANK_WEBHOOK_SECRET)).toEqual({ status: 401, json: { message: "Unauthenticated." } });
    expect([await count("manual_reviews"), await count("webhook_events")]).toEqual([reviews, events]);
    expect(await demoProvider(database).balance(m.id)).toBe(0);
    expect(await deliver("payment-gateway", raw, DEMO_GATEWAY_WEBHOOK_SECRET)).toEqual({ status: 200, json: { success: true, outcome: "credited" } });
    expect(await demoProvider(database).balance(m.id)).toBe(27_500);
  });
});
