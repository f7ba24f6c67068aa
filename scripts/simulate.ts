// Demo mode only: plays the operator's bank-statement feed and the sandbox payment gateway against a running app.
//   npm run simulate -- transfer <phone> [amount] [--base URL]   a signed statement line: the member's open bank
//                                                               deposit's exact amount, or the amount given
//   npm run simulate -- gateway <deposit id> [--base URL]        a signed "paid" callback for a QR deposit
//   npm run simulate -- expire <phone> [--base URL]              ends the member's open deposit's countdown now
//                                                               (the expiry job then expires it, as after 15 min)
//   npm run simulate -- cashback [phone] [--base URL]             publishes this week's cashback now (Monday 00:00
//                                                               Asia/Bangkok to now): 5 % of each member's net loss as
//                                                               a claimable bonus, once per member and week (only the
//                                                               phone's member when one is given)
//   npm run simulate -- commission [phone] [--base URL]          publishes today's referral commission so far (00:00
//                                                               Asia/Bangkok to now): 0.5 / 0.3 / 0.2 % of the
//                                                               friends' turnover on levels 1-3, one claimable bonus
//                                                               per referrer and day (only that referrer with a phone)
//   npm run simulate -- play <phone> [baht] [--base URL]         plays the member's demo slot server-side (10-baht
//                                                               spins, no 2.5 s wait) until their week is down by
//                                                               [baht] (default 20: 1 baht of cashback)
//   npm run simulate -- staff-code                               the demo back-office owner's current TOTP code (what
//                                                               an authenticator app with the documented secret shows)
// Signs as each sender does, with its own key: BANK_WEBHOOK_SECRET for the statement line, GATEWAY_WEBHOOK_SECRET for
// the gateway's callback (the demo defaults when unset), HMAC-SHA256 over `${timestamp}.${body}` as the API checks.
import { createHmac, randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import type { AutoplayResult } from "../server/provider/demo/autoplay";

// = server/env.ts
const DEMO_BANK_WEBHOOK_SECRET = "demo-bank-statement-webhook-secret-do-not-use-in-production";
const DEMO_GATEWAY_WEBHOOK_SECRET = "demo-payment-gateway-webhook-secret-do-not-use-in-production";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function openDeposit(base: string, query: string): Promise<{ id: number; method: string; amount: number } | null> {
  const res = await fetch(new URL(`/api/demo/open-deposit?${query}`, base));
  if (res.status === 404) fail("the app is not in demo mode (GET /api/demo/open-deposit answered 404)");
  if (!res.ok) fail(`GET /api/demo/open-deposit answered ${res.status}`);
  return ((await res.json()) as { data: { id: number; method: string; amount: number } | null }).data;
}

async function deliver(base: string, path: string, secret: string, payload: unknown): Promise<void> {
  const raw = JSON.stringify(payload);
  const ts = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", secret).update(`${ts}.${raw}`).digest("hex");
  const res = await fetch(new URL(path, base), {
    method: "POST",
    headers: { "content-type": "application/json", "x-timestamp": String(ts), "x-signature": signature },
    body: raw,
  });
  console.log(`POST ${path} ${raw}\n→ ${res.status} ${await res.text()}`);
  if (!res.ok) process.exit(1);
}

async function main() {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { base: { type: "string", default: "http://localhost:3000" } },
    allowPositionals: true,
  });
  const [command, target, amountArg] = positionals;
  const base = values.base!;
  if (command === "staff-code" && !target) {
    const { codeAt, fromBase32, stepOf } = await import("../server/protection/totp-code");
    const { DEMO_STAFF } = await import("../server/db/seed-data");
    console.log(codeAt(fromBase32(DEMO_STAFF.totpSecret), stepOf(new Date())));
    return;
  }
  if (command === "transfer" && target) {
    let amount = amountArg === undefined ? undefined : Number(amountArg);
    if (amount !== undefined && !(amount > 0)) fail("amount: a positive number of baht, e.g. 500.37");
    if (amount === undefined) {
      const open = await openDeposit(base, `phone=${encodeURIComponent(target)}`);
      if (!open || open.method !== "bank") fail(`${target} has no open bank-transfer deposit; give the amount to send a line anyway`);
      amount = open.amount;
    }
    await deliver(base, "/api/webhooks/bank-statement", process.env.BANK_WEBHOOK_SECRET || DEMO_BANK_WEBHOOK_SECRET, {
      statement_id: `sim-${randomUUID()}`,
      amount: amount.toFixed(2),
      transferred_at: new Date().toISOString(),
      description: `simulated transfer from ${target}`,
    });
    return;
  }
  if (command === "gateway" && target && /^\d+$/.test(target)) {
    const open = await openDeposit(base, `id=${target}`);
    if (!open || open.method !== "gateway") fail(`deposit ${target} is not an open payment-gateway deposit`);
    await deliver(base, "/api/webhooks/payment-gateway", process.env.GATEWAY_WEBHOOK_SECRET || DEMO_GATEWAY_WEBHOOK_SECRET, {
      event_id: `sim-${randomUUID()}`,
      deposit_id: open.id,
      amount: open.amount,
      status: "paid",
    });
    return;
  }
  if (command === "expire" && target) {
    const res = await fetch(new URL(`/api/demo/expire-deposit?phone=${encodeURIComponent(target)}`, base), { method: "POST" });
    if (res.status === 404) fail("the app is not in demo mode (POST /api/demo/expire-deposit answered 404)");
    if (!res.ok) fail(`POST /api/demo/expire-deposit answered ${res.status}`);
    const { data } = (await res.json()) as { data: { id: number; expires_at: string } | null };
    if (!data) fail(`${target} has no open deposit`);
    console.log(`deposit ${data.id}: countdown ended at ${data.expires_at}; the scheduler expires it on its next tick`);
    return;
  }
  if (command === "cashback") {
    const only = target ? `?${new URLSearchParams({ phone: target })}` : "";
    const res = await fetch(new URL(`/api/demo/run-cashback${only}`, base), { method: "POST" });
    if (res.status === 404) fail("the app is not in demo mode (POST /api/demo/run-cashback answered 404)");
    if (!res.ok) fail(`POST /api/demo/run-cashback answered ${res.status}`);
    const { data } = (await res.json()) as { data: { source: string; members: number; granted: number; satang: number } };
    console.log(
      `cashback ${data.source}: ${data.members} members checked, ${data.granted} new bonuses, ${(data.satang / 100).toFixed(2)} baht ` +
        "(a member already paid for this week is not paid again)",
    );
    return;
  }
  if (command === "commission") {
    const only = target ? `?${new URLSearchParams({ phone: target })}` : "";
    const res = await fetch(new URL(`/api/demo/run-commission${only}`, base), { method: "POST" });
    if (res.status === 404) fail("the app is not in demo mode (POST /api/demo/run-commission answered 404)");
    if (!res.ok) fail(`POST /api/demo/run-commission answered ${res.status}`);
    const { data } = (await res.json()) as { data: { day: string; referrers: number; granted: number; satang: number } };
    console.log(
      `commission ${data.day}: ${data.referrers} referrers earned, ${data.granted} new bonuses, ${(data.satang / 100).toFixed(2)} baht ` +
        "(a referrer already paid for this day is not paid again)",
    );
    return;
  }
  if (command === "play" && target) {
    const lose = amountArg === undefined ? 20 : Number(amountArg);
    if (!(lose >= 1)) fail("baht: how far down the week should end, at least 1, e.g. 200");
    const query = new URLSearchParams({ phone: target, lose: String(lose) });
    const res = await fetch(new URL(`/api/demo/play?${query}`, base), { method: "POST" });
    if (res.status === 404) fail("the app is not in demo mode (POST /api/demo/play answered 404)");
    if (!res.ok) fail(`POST /api/demo/play answered ${res.status}: ${await res.text()}`);
    const { data } = (await res.json()) as { data: AutoplayResult | null };
    if (!data) fail(`${target} is not a member with an account at the demo provider (a first deposit opens it)`);
    const b = (satang: number) => (satang / 100).toFixed(2);
    console.log(
      `${data.phone} on ${data.game}: ${data.spins} spins, staked ${b(data.staked_satang)}, won ${b(data.won_satang)} baht; ` +
        `this week down ${b(data.week_net_loss_satang)} baht, balance ${b(data.balance_satang)} (${data.stopped})`,
    );
    return;
  }
  fail(
    "usage:\n  npm run simulate -- transfer <phone> [amount] [--base URL]\n  npm run simulate -- gateway <deposit id> [--base URL]\n" +
      "  npm run simulate -- expire <phone> [--base URL]\n  npm run simulate -- cashback [phone] [--base URL]\n" +
      "  npm run simulate -- commission [phone] [--base URL]\n  npm run simulate -- play <phone> [baht] [--base URL]",
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
