// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/client";
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
  it("are 10 per phone and 30 per IP per 15 minutes", () => {
    expect(loginFailureRules("0812345678", "203.0.113.1")).toEqual([
      { key: "login-fail:phone:0812345678", max: 10, windowSeconds: 900 },
      { key: "login-fail:ip:203.0.113.1", max: 30, windowSeconds: 900 },
    ]);
  });
});
