import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { notifications } from "@/server/db/schema";
import { serverEnv } from "@/server/env";
import { HttpError } from "@/server/http/errors";
import { log, moneyEvent } from "@/server/observability/log";
import { lockMemberOf } from "@/server/wallet/locks";
import { moneyMsg } from "@/server/wallet/messages";
import { bahtText, inTx } from "@/server/wallet/tx";
import { signWebhook, verifySignature } from "@/server/wallet/webhooks";
import { decideWithdrawal, fourEyesThreshold } from "@/server/wallet/withdrawals";
import { th } from "@/lib/i18n/th";
import { payoutProvider } from "./provider";

/**
 * The owner's rules for paying withdrawals with nobody acting (settings key `payouts`). Off unless the owner turns it
 * on, and only where a payout provider is connected.
 */
export interface PayoutRules {
  auto: boolean;
  /** The most one automatic payout may be (never above the four-eyes threshold either). */
  maxSatang: number;
  /** The most all automatic payouts together may be in one Bangkok day. */
  dailyMaxSatang: number;
}

const DEFAULT_RULES: PayoutRules = { auto: false, maxSatang: 500_000, dailyMaxSatang: 5_000_000 };

type StoredRules = Partial<{ auto: boolean; max_satang: number; daily_max_satang: number }>;

/** The owner's rules as they stand. */
export async function payoutRules(db: DB): Promise<PayoutRules> {
  return rulesOf(rowsOf<{ value: StoredRules }>(await db.execute(sql`SELECT value FROM settings WHERE key = 'payouts'`))[0]?.value);
}

/** The rules, their row locked until the transaction ends: a change and the payouts weighed under them take turns. */
export async function lockPayoutRules(tx: DB): Promise<PayoutRules> {
  return rulesOf(rowsOf<{ value: StoredRules }>(await tx.execute(sql`SELECT value FROM settings WHERE key = 'payouts' FOR UPDATE`))[0]?.value);
}

function rulesOf(v: StoredRules = {}): PayoutRules {
  return {
    auto: v.auto === true && payoutProvider() !== null,
    maxSatang: Number.isSafeInteger(v.max_satang) ? v.max_satang! : DEFAULT_RULES.maxSatang,
    dailyMaxSatang: Number.isSafeInteger(v.daily_max_satang) ? v.daily_max_satang! : DEFAULT_RULES.dailyMaxSatang,
  };
}

/** The owner's change (server/backoffice/payout-rules.ts audits it, in this transaction). */
export async function savePayoutRules(tx: DB, rules: PayoutRules): Promise<void> {
  const value = { auto: rules.auto, max_satang: rules.maxSatang, daily_max_satang: rules.dailyMaxSatang };
  await tx.execute(sql`
    INSERT INTO settings (key, value) VALUES ('payouts', ${JSON.stringify(value)}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`);
}

/**
 * One scheduler tick's payouts: weighs each new pending withdrawal once against the rules (sent, or held for finance,
 * the member told which), hands the provider what it has not taken yet, and in demo mode lets the demo bank answer.
 */
export async function runPayouts(db: DB): Promise<void> {
  const provider = payoutProvider();
  if (!provider) return;
  const rules = await payoutRules(db);
  if (rules.auto) {
    const fresh = rowsOf<{ id: number }>(
      await db.execute(sql`
        SELECT r.id FROM money_requests r
        WHERE r.type = 'withdraw' AND r.status = 'pending'
          AND NOT EXISTS (SELECT 1 FROM payouts p WHERE p.request_id = r.id)
          AND NOT EXISTS (SELECT 1 FROM withdrawal_approvals a WHERE a.request_id = r.id)
        ORDER BY r.id LIMIT 20`),
    );
    for (const { id } of fresh) await weigh(db, Number(id), provider.name);
  }
  const unsent = rowsOf<{ id: number; satang: string | number; bank: string; account_number: string; name: string | null }>(
    await db.execute(sql`
      SELECT p.id, p.amount_satang AS satang, m.bank, m.account_number, m.name
      FROM payouts p JOIN money_requests r ON r.id = p.request_id JOIN members m ON m.id = r.member_id
      WHERE p.status = 'sending' AND p.sent_at IS NULL ORDER BY p.id LIMIT 20`),
  );
  for (const o of unsent) {
    try {
      await provider.send({ payoutId: o.id, satang: Number(o.satang), bank: o.bank, accountNumber: o.account_number, accountName: o.name });
      await db.execute(sql`UPDATE payouts SET sent_at = now() WHERE id = ${o.id} AND sent_at IS NULL`);
    } catch (e) {
      // Sent again next tick: the provider treats one payout id as one transfer.
      log.error({ err: e, payout_id: o.id }, "payouts: the provider did not take the order");
    }
  }
  if (provider.name === "demo") await settleDemoPayouts(db);
}

/**
 * Under the member's lock, then the request's, then the rules' row (so instances count the day's total one at a
 * time): a withdrawal inside every rule is sent, any other is held for finance with the rule it missed.
 */
async function weigh(db: DB, requestId: number, providerName: string): Promise<void> {
  const threshold = await fourEyesThreshold(db);
  await inTx(db, async (tx) => {
    const memberId = await lockMemberOf(tx, requestId);
    const [req] = rowsOf<{ status: string; satang: string | number; bank: string | null; account_number: string | null; taken: boolean }>(
      await tx.execute(sql`
        SELECT r.status, r.amount_satang AS satang, m.bank, m.account_number,
               EXISTS (SELECT 1 FROM payouts p WHERE p.request_id = r.id) AS taken
        FROM money_requests r JOIN members m ON m.id = r.member_id WHERE r.id = ${requestId} FOR UPDATE OF r`),
    );
    if (!req || memberId === null || req.status !== "pending" || req.taken) return;
    const rules = await lockPayoutRules(tx);
    if (!rules.auto) return;
    const satang = Number(req.satang);
    const [today] = rowsOf<{ total: string | number }>(
      await tx.execute(sql`
        SELECT COALESCE(sum(amount_satang), 0) AS total FROM payouts
        WHERE status IN ('sending', 'paid')
          AND created_at >= date_trunc('day', now() AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok'`),
    );
    const t = th.backoffice.payoutHeld;
    const held =
      !req.bank || !req.account_number ? t.noAccount
      : satang > rules.maxSatang ? t.overMax
      : satang > threshold ? t.fourEyes
      : Number(today!.total) + satang > rules.dailyMaxSatang ? t.overDaily
      : null;
    await tx.execute(sql`
      INSERT INTO payouts (request_id, provider, status, reason, amount_satang)
      VALUES (${requestId}, ${providerName}, ${held ? "held" : "sending"}, ${held}, ${satang})`);
    const message = held ? moneyMsg.payoutHeldNote(bahtText(satang)) : moneyMsg.payoutSendingNote(bahtText(satang));
    await tx.insert(notifications).values({ memberId, message });
  });
}

const callback = z.strictObject({
  payout_id: z.number().int().positive(),
  status: z.enum(["paid", "failed"]),
  reference: z.string().trim().max(100).optional(),
  reason: z.string().trim().min(1).max(200).optional(),
});

/**
 * POST /api/webhooks/payout: the provider's signed result (HMAC as the other webhooks, under PAYOUT_WEBHOOK_SECRET).
 * Paid: the withdrawal settles as a staff approval does. Failed: it is rejected with the provider's reason, so the
 * credit goes back to the member, who reads why. Once: a repeated result answers `duplicate` and moves nothing.
 */
export async function handlePayoutCallback(db: DB, request: Request): Promise<Response> {
  if (!payoutProvider()) throw new HttpError(404, { message: th.api.notFound });
  const raw = Buffer.from(await request.arrayBuffer());
  if (raw.length > 16 * 1024) throw new HttpError(413, { message: th.validation.invalidInput });
  verifySignature(request.headers, raw, serverEnv().PAYOUT_WEBHOOK_SECRET);
  let body: z.output<typeof callback>;
  try {
    body = callback.parse(JSON.parse(raw.toString("utf8")));
  } catch {
    throw new HttpError(422, { message: th.validation.invalidInput });
  }
  const outcome = await inTx(db, async (tx) => {
    const [found] = rowsOf<{ request_id: number }>(await tx.execute(sql`SELECT request_id FROM payouts WHERE id = ${body.payout_id}`));
    if (!found) throw new HttpError(404, { message: th.api.notFound });
    const requestId = Number(found.request_id);
    const memberId = await lockMemberOf(tx, requestId);
    await tx.execute(sql`SELECT id FROM money_requests WHERE id = ${requestId} FOR UPDATE`);
    const [payout] = rowsOf<{ status: string; satang: string | number }>(
      await tx.execute(sql`SELECT status, amount_satang AS satang FROM payouts WHERE id = ${body.payout_id} FOR UPDATE`),
    );
    if (payout!.status !== "sending" || memberId === null) return "duplicate" as const;
    const baht = bahtText(Number(payout!.satang));
    if (body.status === "paid") {
      await decideWithdrawal(tx, requestId, "approve", { reference: body.reference });
      await tx.insert(notifications).values({ memberId, message: moneyMsg.payoutAutoPaidNote(baht) });
    } else {
      const cause = moneyMsg.payoutFailedCause(body.reason ?? th.backoffice.payoutHeld.bankRefused);
      await decideWithdrawal(tx, requestId, "reject", { cause });
      await tx.insert(notifications).values({ memberId, message: moneyMsg.withdrawRejectedNote(baht, cause) });
    }
    await tx.execute(sql`
      UPDATE payouts SET status = ${body.status}, reference = ${body.reference ?? null}, reason = ${body.reason ?? null}, settled_at = now()
      WHERE id = ${body.payout_id}`);
    return body.status;
  });
  moneyEvent(`payout_${outcome}`, { payout_id: body.payout_id });
  return Response.json({ success: true, outcome });
}

/** The demo bank refuses transfers to account numbers ending in 0000 (a closed account), so a failure can be tried. */
const DEMO_CLOSED_ACCOUNT = /0000$/;
/** How long the demo bank takes to answer. */
const DEMO_SETTLE_SECONDS = 3;

/** The demo bank's side: answers each order it took a few seconds ago with a signed callback, as a real one would. */
async function settleDemoPayouts(db: DB): Promise<void> {
  const due = rowsOf<{ id: number; account_number: string }>(
    await db.execute(sql`
      SELECT p.id, m.account_number FROM payouts p JOIN money_requests r ON r.id = p.request_id JOIN members m ON m.id = r.member_id
      WHERE p.provider = 'demo' AND p.status = 'sending' AND p.sent_at < now() - make_interval(secs => ${DEMO_SETTLE_SECONDS})
      ORDER BY p.id LIMIT 20`),
  );
  for (const p of due) {
    const result = DEMO_CLOSED_ACCOUNT.test(p.account_number)
      ? { payout_id: p.id, status: "failed", reason: th.backoffice.payoutHeld.closedAccount }
      : { payout_id: p.id, status: "paid", reference: `DEMO-PAY-${p.id}` };
    const raw = JSON.stringify(result);
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = signWebhook(serverEnv().PAYOUT_WEBHOOK_SECRET, timestamp, raw);
    const request = new Request("http://demo-bank.invalid/api/webhooks/payout", {
      method: "POST",
      headers: { "content-type": "application/json", "x-timestamp": String(timestamp), "x-signature": signature },
      body: raw,
    });
    await handlePayoutCallback(db, request).catch((e: unknown) => log.error({ err: e, payout_id: p.id }, "payouts: the demo bank's callback failed"));
  }
}
