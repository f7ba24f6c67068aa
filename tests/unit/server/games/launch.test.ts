// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { members, providerAccounts } from "@/server/db/schema";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { demoProvider } from "@/server/provider/demo";
import { handleEnter } from "@/server/api/demo-provider";
import { findProviderSession } from "@/server/provider/demo/launch";
import { checkCredit } from "@/server/customers/credit";
import { runDueJobs } from "@/server/wallet/jobs";
import { tokenGrant } from "@/lib/api/contract/auth";
import { customersCheckTurnover, profile } from "@/lib/api/contract/customers";
import { handleApi } from "@/server/api/bff";
import { api, json, lastCode, post, quietSms } from "../accounts/helpers";
import { gameIdOf, launch } from "../provider/helpers";

let database: DB;
let demoId: number;

setupDatabase(async (d) => {
  database = d;
  demoId = (await database.select().from(members).where(eq(members.phone, DEMO_MEMBER.phone)))[0]!.id;
});

beforeEach(quietSms);

async function loginDemo(): Promise<string> {
  const res = await post("/api/login", { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password });
  expect(res.status).toBe(200);
  return tokenGrant.parse(await res.json()).access_token;
}

let phoneSeq = 0;
/** A member registered through the API, as the pages do it; returns their session token. */
async function registerMember(): Promise<{ token: string; phone: string }> {
  const phone = `088${String(++phoneSeq).padStart(7, "0")}`;
  expect((await post("/api/register/phone", { phone, ip: "", birth_date: "1990-01-15", age_confirmed: true })).status).toBe(200);
  const otp = await post("/api/register/otp", { phone, otp: await lastCode(database, phone) });
  const registration = tokenGrant.parse(await otp.json()).access_token;
  expect((await post("/api/register/password", { password: "Newpass12", password_confirmation: "Newpass12" }, registration)).status).toBe(200);
  const done = await post(
    "/api/register/bank-account",
    { phone, bank: "scb", account_number: `55${phone.slice(2)}`, name: "ทดสอบ ระบบ", line: "" },
    registration,
  );
  expect(done.status).toBe(200);
  return { token: tokenGrant.parse(await done.json()).access_token, phone };
}

const memberId = async (phone: string) => (await database.select().from(members).where(eq(members.phone, phone)))[0]!.id;

describe("the demo member's seed", () => {
  it("has deposited, and their credit lives at the provider", async () => {
    const [m] = await database.select().from(members).where(eq(members.id, demoId));
    expect(m!.firstDepositAt).not.toBeNull();
    expect(await demoProvider(database).balance(demoId)).toBe(DEMO_MEMBER.creditSatang);
  });
});

describe("POST /api/games/launch", () => {
  it("gives a member who has deposited a single-use URL on the chosen host, carrying only a token", async () => {
    const token = await loginDemo();
    const game = await gameIdOf(database, "temple-of-stars");
    const res = await post("/api/games/launch", { host: 4, game }, token);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/demo-provider\/h4\?token=[A-Za-z0-9_-]{43}$/);
    for (const secret of [DEMO_MEMBER.phone, DEMO_MEMBER.password, token, DEMO_MEMBER.username]) expect(url).not.toContain(secret);
    const second = (await json(await post("/api/games/launch", { host: 4, game }, token))).url;
    expect(second).not.toBe(url);
  });

  it("gives the site's own pages the path, and other clients the address on this site (the BFF)", async () => {
    const token = await loginDemo();
    const ask = (path: string, origin?: string) =>
      handleApi(
        new Request(`http://127.0.0.1:3000${path}`, {
          method: path.endsWith("launch") ? "POST" : "GET",
          headers: {
            host: "127.0.0.1:3000",
            "content-type": "application/json",
            authorization: `Bearer ${token}`,
            ...(origin ? { origin } : {}),
          },
          body: path.endsWith("launch") ? JSON.stringify({ host: 2 }) : undefined,
        }),
      );
    expect((await json(await ask("/api/games/launch", "http://127.0.0.1:3000"))).url).toMatch(/^\/demo-provider\/h2\?token=/);
    expect((await json(await ask("/api/games/launch"))).url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/demo-provider\/h2\?token=/);
    expect(await json(await ask("/api/customers/login-game"))).toEqual({
      success: true,
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3000\/demo-provider\/h[1-7]\?token=/),
    });
  });

  it("works without a game (the host's default opens)", async () => {
    const res = await post("/api/games/launch", { host: 1 }, await loginDemo());
    expect(res.status).toBe(200);
  });

  it("needs a session", async () => {
    const res = await post("/api/games/launch", { host: 1 });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Unauthenticated." });
  });

  it("refuses a member without a completed first deposit in the API's English words", async () => {
    const { token } = await registerMember();
    const res = await post("/api/games/launch", { host: 2 }, token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, msg: "please make the first deposit to play" });
  });

  it("lets the same member play once the first deposit is recorded", async () => {
    const { token, phone } = await registerMember();
    await database.update(members).set({ firstDepositAt: sql`now()` }).where(eq(members.phone, phone));
    expect((await post("/api/games/launch", { host: 2 }, token)).status).toBe(200);
  });

  it("answers 422 for a host outside 1-7 or an unknown game", async () => {
    const token = await loginDemo();
    expect((await post("/api/games/launch", { host: 8 }, token)).status).toBe(422);
    expect((await post("/api/games/launch", { host: 0 }, token)).status).toBe(422);
    const unknown = await post("/api/games/launch", { host: 1, game: 999_999 }, token);
    expect(unknown.status).toBe(422);
    expect((await json(unknown)).errors).toHaveProperty("game");
  });

  it("opens a missing provider account instead of failing", async () => {
    const { token, phone } = await registerMember();
    const id = await memberId(phone);
    await database.update(members).set({ firstDepositAt: sql`now()` }).where(eq(members.id, id));
    await database.delete(providerAccounts).where(eq(providerAccounts.memberId, id));
    expect((await post("/api/games/launch", { host: 3 }, token)).status).toBe(200);
    expect(await demoProvider(database).balance(id)).toBe(0);
  });
});

describe("provider accounts for members", () => {
  it("opens one, at zero, when a registration completes", async () => {
    const { phone } = await registerMember();
    const id = await memberId(phone);
    const [account] = await database.select().from(providerAccounts).where(eq(providerAccounts.memberId, id));
    expect(account).toMatchObject({ memberId: id, balanceSatang: 0 });
  });

  it("opens none for a registration still pending", async () => {
    const phone = "0889999999";
    expect((await post("/api/register/phone", { phone, ip: "", birth_date: "1990-01-15", age_confirmed: true })).status).toBe(200);
    await post("/api/register/otp", { phone, otp: await lastCode(database, phone) });
    const id = await memberId(phone);
    expect(await database.select().from(providerAccounts).where(eq(providerAccounts.memberId, id))).toEqual([]);
  });
});

describe("GET /api/customers/check-credit", () => {
  const readProfile = async (token: string) => profile.parse((await json(await api("/api/customers/profile", { token }))).data);

  /** The profile as the site's 5-second poll sees it, until credit_checking is 0 (at most `reads` reads). */
  const pollUntilChecked = async (token: string, reads = 3) => {
    for (let i = 1; ; i++) {
      const p = await readProfile(token);
      if (p.credit_checking === 0 || i === reads) return p;
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it("queues a provider balance fetch; the poll then shows the credit with credit_checking cleared", async () => {
    const { token, phone } = await registerMember();
    const id = await memberId(phone);
    expect((await readProfile(token)).ufabet_credit).toBe(0);
    await demoProvider(database).transferIn(id, 123_456, `test:${id}`);
    // Until checked, the profile shows the last known credit.
    expect((await readProfile(token)).ufabet_credit).toBe(0);
    const res = await api("/api/customers/check-credit", { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, credit_success: true });
    const after = await pollUntilChecked(token);
    expect(after.credit_checking).toBe(0);
    expect(after.ufabet_credit).toBe(1234.56);
    expect(after.games[0]?.credit).toBe(1234.56);
  });

  it("sets credit_checking and leaves the credit alone until the queued job runs", async () => {
    const { phone } = await registerMember();
    const id = await memberId(phone);
    await demoProvider(database).transferIn(id, 4_200, `test:${id}`);
    await checkCredit(database, id);
    let [m] = await database.select().from(members).where(eq(members.id, id));
    expect(m).toMatchObject({ creditSatang: 0, creditChecking: 1 });
    expect(await runDueJobs(database)).toBeGreaterThanOrEqual(1);
    [m] = await database.select().from(members).where(eq(members.id, id));
    expect(m).toMatchObject({ creditSatang: 4_200, creditChecking: 0 });
  });

  it("keeps only the latest check's answer", async () => {
    const { token, phone } = await registerMember();
    const id = await memberId(phone);
    await demoProvider(database).transferIn(id, 5_000, `test:${id}`);
    await Promise.all([api("/api/customers/check-credit", { token }), api("/api/customers/check-credit", { token })]);
    await runDueJobs(database);
    const [m] = await database.select().from(members).where(eq(members.id, id));
    expect(m).toMatchObject({ creditSatang: 5_000, creditChecking: 0, creditCheckSeq: 2 });
  });

  it("needs a session", async () => {
    expect((await api("/api/customers/check-credit")).status).toBe(401);
  });
});

describe("GET /api/customers/check-turnover", () => {
  it("answers that there is nothing to re-read for a member without a promotion turnover", async () => {
    const { token } = await registerMember();
    const res = await api("/api/customers/check-turnover", { token });
    expect(res.status).toBe(200);
    expect(customersCheckTurnover.response.parse(await res.json())).toEqual({ credit_success: false, success: true });
  });

  it("needs a session", async () => {
    expect((await api("/api/customers/check-turnover")).status).toBe(401);
  });
});

describe("the member's game sessions", () => {
  /** Opens a game the way the player's browser does and returns the provider cookie's value. */
  async function playing(memberId: number): Promise<string> {
    const url = await launch(database, memberId, 2);
    const res = await handleEnter(new Request(`http://127.0.0.1:3000${url}`), "h2");
    const value = /^dp_session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
    expect(value).toBeTruthy();
    expect(await findProviderSession(database, value)).toMatchObject({ memberId, host: 2 });
    return value!;
  }

  it("end when the member logs out, on every device", async () => {
    const { token, phone } = await registerMember();
    const id = await memberId(phone);
    const [a, b] = [await playing(id), await playing(id)];
    const other = await registerMember();
    const theirs = await playing(await memberId(other.phone));
    expect((await post("/api/logout", {}, token)).status).toBe(200);
    expect(await findProviderSession(database, a)).toBeNull();
    expect(await findProviderSession(database, b)).toBeNull();
    expect(await findProviderSession(database, theirs)).not.toBeNull();
  });

  it("end when the password is changed", async () => {
    const { token, phone } = await registerMember();
    const cookie = await playing(await memberId(phone));
    const res = await post("/api/customers/update-password", { old_password: "Newpass12", password: "Changed123", password_confirmation: "Changed123" }, token);
    expect(res.status).toBe(200);
    expect(await findProviderSession(database, cookie)).toBeNull();
  });
});
