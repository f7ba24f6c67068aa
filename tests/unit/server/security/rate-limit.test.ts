// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rateEvents } from "@/server/db/schema";
import { serverEnv } from "@/server/env";
import { forgive, limit, limitAll, limitProvisionally, type Rule, type Verdict } from "@/server/security/rate-limit";
import { loginFailureRules, otpSendRules } from "@/server/security/limits";

let database: DB;
setupDatabase((d) => {
  database = d;
});

beforeEach(async () => {
  await database.delete(rateEvents);
});

const send = (phone: string, ip: string, purpose: "register" | "reset" = "register") =>
  database.transaction((tx) => limitAll(tx, otpSendRules(phone, ip, purpose)));

/** Moves a key's events back in time, as if that many seconds had passed. */
const age = (key: string, seconds: number) =>
  database.execute(sql`UPDATE rate_events SET at = at - make_interval(secs => ${seconds}) WHERE key = ${key}`);
const ageAll = (seconds: number) => database.execute(sql`UPDATE rate_events SET at = at - make_interval(secs => ${seconds})`);

/** A refusal whose Retry-After lies in [min, max] seconds. */
function expectWait(verdict: Verdict, min: number, max: number) {
  expect(verdict.ok).toBe(false);
  const wait = verdict.ok ? 0 : verdict.retryAfter;
  expect(wait).toBeGreaterThanOrEqual(min);
  expect(wait).toBeLessThanOrEqual(max);
}

describe("limit", () => {
  it("allows max events in the window, then refuses with the wait until the oldest leaves it", async () => {
    const rule = { max: 2, windowSeconds: 60 };
    const run = () => database.transaction((tx) => limit(tx, "t:basic", rule));
    expect(await run()).toEqual({ ok: true });
    await age("t:basic", 20);
    expect(await run()).toEqual({ ok: true });
    expectWait(await run(), 39, 41);
    // A refusal records nothing.
    expect(await database.$count(rateEvents, eq(rateEvents.key, "t:basic"))).toBe(2);
    await age("t:basic", 41);
    expect(await run()).toEqual({ ok: true });
  });

  it("is atomic across rules: one full rule refuses, and nothing is recorded for the others", async () => {
    const rules: Rule[] = [
      { key: "t:a", max: 5, windowSeconds: 60 },
      { key: "t:b", max: 1, windowSeconds: 60 },
    ];
    expect((await database.transaction((tx) => limitAll(tx, rules))).ok).toBe(true);
    expect((await database.transaction((tx) => limitAll(tx, rules))).ok).toBe(false);
    expect(await database.$count(rateEvents, eq(rateEvents.key, "t:a"))).toBe(1);
  });

  it("lets exactly max of many parallel requests through", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => database.transaction((tx) => limit(tx, "t:race", { max: 3, windowSeconds: 60 }))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
  });

  it("prunes a key's events older than a day", async () => {
    await database.transaction((tx) => limit(tx, "t:old", { max: 10, windowSeconds: 60 }));
    await age("t:old", 86_401);
    await database.transaction((tx) => limit(tx, "t:old", { max: 10, windowSeconds: 60 }));
    expect(await database.$count(rateEvents, eq(rateEvents.key, "t:old"))).toBe(1);
  });

  it("takes provisional events back when forgiven", async () => {
    const rules = [{ key: "t:prov", max: 1, windowSeconds: 60 }];
    const first = await database.transaction((tx) => limitProvisionally(tx, rules));
    expect(first.ok).toBe(true);
    if (first.ok) await forgive(database, first.ids);
    expect((await database.transaction((tx) => limitProvisionally(tx, rules))).ok).toBe(true);
    expect((await database.transaction((tx) => limitProvisionally(tx, rules))).ok).toBe(false);
  });
});

describe("OTP send limits", () => {
  it("keeps 30 seconds between two sends to one phone, and says how long is left", async () => {
    expect(await send("0860000001", "198.51.100.1")).toEqual({ ok: true });
    expectWait(await send("0860000001", "198.51.100.2"), 28, 30);
    await ageAll(20);
    expectWait(await send("0860000001", "198.51.100.2"), 8, 10);
    await ageAll(11);
    expect(await send("0860000001", "198.51.100.2")).toEqual({ ok: true });
  });

  it("keeps the cooldown per purpose, but counts both purposes in the phone's 10-minute budget", async () => {
    expect(await send("0860000005", "198.51.100.4", "register")).toEqual({ ok: true });
    expect(await send("0860000005", "198.51.100.4", "reset")).toEqual({ ok: true });
    expectWait(await send("0860000005", "198.51.100.4", "reset"), 28, 30);
    await ageAll(31);
    expect(await send("0860000005", "198.51.100.4", "register")).toEqual({ ok: true });
    await ageAll(31);
    expectWait(await send("0860000005", "198.51.100.4", "reset"), 500, 600);
  });

  it("allows 3 sends per phone per 10 minutes", async () => {
    for (let i = 0; i < 3; i++) {
      expect(await send("0860000002", "198.51.100.3")).toEqual({ ok: true });
      await ageAll(31);
    }
    // The first send is 93 s old: it leaves the 10-minute window in about 507 s.
    expectWait(await send("0860000002", "198.51.100.3"), 500, 510);
    expect((await send("0860000099", "198.51.100.3")).ok).toBe(true); // another phone is not affected
    await ageAll(510);
    expect((await send("0860000002", "198.51.100.3")).ok).toBe(true);
  });

  it("allows 10 sends per phone per day", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await send("0860000003", `198.51.100.${10 + i}`)).ok).toBe(true);
      await ageAll(601);
    }
    expectWait(await send("0860000003", "198.51.100.30"), 3600, 86_400);
  });

  it("allows 20 sends per IP per hour, whatever the phones", async () => {
    for (let i = 0; i < 20; i++) expect((await send(`08610000${String(i).padStart(2, "0")}`, "203.0.113.50")).ok).toBe(true);
    expectWait(await send("0861000099", "203.0.113.50"), 3500, 3600);
    expect((await send("0861000099", "203.0.113.51")).ok).toBe(true); // another IP is not affected
  });

  it("stops every send once the site-wide hourly cap is reached", async () => {
    const cap = serverEnv().SMS_HOURLY_LIMIT;
    await database.insert(rateEvents).values(Array.from({ length: cap }, () => ({ key: "otp:global" })));
    expectWait(await send("0862000001", "203.0.113.60"), 3500, 3600);
    await ageAll(3601);
    expect((await send("0862000001", "203.0.113.60")).ok).toBe(true);
  });
});

describe("login failure limits", () => {
  it("are a delay per phone and address, 10 per phone and 30 per IP per 15 minutes; a known device has only the delay", () => {
    const pair = { key: "login-fail:pair:0812345678:203.0.113.1", windowSeconds: 900, backoff: { free: 3, baseSeconds: 1, maxSeconds: 300 } };
    expect(loginFailureRules("0812345678", "203.0.113.1")).toEqual([
      pair,
      { key: "login-fail:phone:0812345678", max: 10, windowSeconds: 900 },
      { key: "login-fail:ip:203.0.113.1", max: 30, windowSeconds: 900 },
    ]);
    expect(loginFailureRules("0812345678", "203.0.113.1", true)).toEqual([pair]);
  });
});

describe("backoff rules", () => {
  const rule: Rule = { key: "b", windowSeconds: 900, backoff: { free: 3, baseSeconds: 1, maxSeconds: 300 } };
  const take = () => database.transaction((tx) => limitAll(tx, [rule]));

  it("let `free` events through, then wait 1 s, 2 s, 4 s … after the latest, at most maxSeconds", async () => {
    for (let i = 0; i < 3; i++) expect((await take()).ok).toBe(true);
    expectWait(await take(), 1, 1);
    await age("b", 1.5);
    expect((await take()).ok).toBe(true); // 4th, after 1 s
    expectWait(await take(), 1, 2);
    await age("b", 2.5);
    expect((await take()).ok).toBe(true); // 5th, after 2 s
    expectWait(await take(), 3, 4);
    await database.insert(rateEvents).values(Array.from({ length: 20 }, () => ({ key: "b" })));
    expectWait(await take(), 299, 300);
    await ageAll(901);
    expect((await take()).ok).toBe(true);
  });
});

describe("network and number-block budgets", () => {
  it("allow 60 sends per hour from one /24, whichever addresses and phones", async () => {
    const results = [];
    for (let i = 0; i < 61; i++) results.push((await send(`08${String(7_000_000_0 + i * 100_000)}`, `198.51.100.${i + 1}`)).ok);
    expect(results.filter(Boolean)).toHaveLength(60);
    expect(results.at(-1)).toBe(false);
    expect((await send("0812300000", "198.51.101.1")).ok).toBe(true); // the next /24
  });

  it("count an IPv6 /64 as one network", async () => {
    for (let i = 0; i < 60; i++) {
      expect((await send(`08${String(7_100_000_0 + i * 100_000)}`, `2001:db8:1:2:${i.toString(16)}::1`)).ok).toBe(true);
    }
    expect((await send("0812300001", "2001:db8:1:2:ffff::9")).ok).toBe(false);
    expect((await send("0812300001", "2001:db8:1:3::1")).ok).toBe(true);
  });

  it("allow 30 sends per hour into one block of 10,000 numbers, whichever addresses", async () => {
    const results = [];
    for (let i = 0; i < 31; i++) results.push((await send(`083456${String(i).padStart(4, "0")}`, `10.${i}.0.1`)).ok);
    expect(results.filter(Boolean)).toHaveLength(30);
    expect(results.at(-1)).toBe(false);
    expect((await send("0834570000", "10.99.0.1")).ok).toBe(true);
  });
});
