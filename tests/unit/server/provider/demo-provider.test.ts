// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { providerAccounts, providerLaunchTokens, providerSessions, providerTransactions, slotRounds } from "@/server/db/schema";
import { ProviderError } from "@/server/provider/types";
import { demoProvider } from "@/server/provider/demo";
import { enterWithToken, findProviderSession, LAUNCH_TOKEN_TTL_SECONDS } from "@/server/provider/demo/launch";
import { BETS_SATANG, spin, SpinRefusal, SPIN_CYCLE_MS } from "@/server/provider/demo/spin";
import { handleEnter, handleSpin } from "@/server/api/demo-provider";
import { entered, gameIdOf, launch, newMember } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

/** A member with a provider account holding `satang`. */
async function funded(satang: number): Promise<number> {
  const id = await newMember(database, { firstDeposit: true });
  const p = demoProvider(database);
  await p.createAccount(id);
  if (satang > 0) await p.transferIn(id, satang, `fund:${id}`);
  return id;
}

const balance = (id: number) => demoProvider(database).balance(id);
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (e instanceof ProviderError || e instanceof SpinRefusal) return e.code;
    throw e;
  }
  return "accepted";
};

describe("demo provider: accounts and transfers", () => {
  it("opens an account once, at zero", async () => {
    const id = await newMember(database);
    const p = demoProvider(database);
    expect(await refusal(p.balance(id))).toBe("no_account");
    await p.createAccount(id);
    await p.createAccount(id);
    expect(await p.balance(id)).toBe(0);
  });

  it("moves money in and out and reports the balance after each", async () => {
    const id = await funded(0);
    const p = demoProvider(database);
    const a = await p.transferIn(id, 50_000, `in:${id}:1`);
    expect(a).toMatchObject({ balanceSatang: 50_000, replayed: false });
    const b = await p.transferOut(id, 12_345, `out:${id}:1`);
    expect(b).toMatchObject({ balanceSatang: 37_655, replayed: false });
    expect(await p.balance(id)).toBe(37_655);
    const rows = await database.select().from(providerTransactions).where(eq(providerTransactions.memberId, id));
    expect(rows.map((r) => [r.kind, r.amountSatang, r.balanceAfterSatang])).toEqual([
      ["transfer_in", 50_000, 50_000],
      ["transfer_out", -12_345, 37_655],
    ]);
  });

  it("never lets a balance go negative: a transfer out beyond it is refused and records nothing", async () => {
    const id = await funded(1_000);
    const p = demoProvider(database);
    expect(await refusal(p.transferOut(id, 1_001, `out:${id}:big`))).toBe("insufficient_funds");
    expect(await p.balance(id)).toBe(1_000);
    // The refused key was not recorded: it may be used again once the money is there.
    await p.transferIn(id, 1, `in:${id}:top`);
    expect((await p.transferOut(id, 1_001, `out:${id}:big`)).balanceSatang).toBe(0);
  });

  it("has the database refuse a negative balance even without the check above", async () => {
    const id = await funded(10);
    await expect(
      database.update(providerAccounts).set({ balanceSatang: -1 }).where(eq(providerAccounts.memberId, id)),
    ).rejects.toThrow();
  });

  it("returns the first answer for a replayed key and moves nothing", async () => {
    const id = await funded(10_000);
    const p = demoProvider(database);
    const first = await p.transferOut(id, 2_500, `w:${id}`);
    const again = await p.transferOut(id, 2_500, `w:${id}`);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await p.balance(id)).toBe(7_500);
  });

  it("refuses a key reused for another amount, direction or member", async () => {
    const id = await funded(10_000);
    const other = await funded(10_000);
    const p = demoProvider(database);
    await p.transferOut(id, 2_500, `k:${id}`);
    expect(await refusal(p.transferOut(id, 2_600, `k:${id}`))).toBe("idempotency_conflict");
    expect(await refusal(p.transferIn(id, 2_500, `k:${id}`))).toBe("idempotency_conflict");
    expect(await refusal(p.transferOut(other, 2_500, `k:${id}`))).toBe("idempotency_conflict");
    expect(await p.balance(other)).toBe(10_000);
  });

  it("refuses amounts that are not positive whole satang", async () => {
    const id = await funded(10_000);
    const p = demoProvider(database);
    for (const bad of [0, -5, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER]) {
      expect(await refusal(p.transferIn(id, bad, `bad:${id}:${bad}`))).toBe("invalid_amount");
    }
  });

  it("does not overspend under 10 simultaneous transfers out", async () => {
    const id = await funded(1_000);
    const p = demoProvider(database);
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => p.transferOut(id, 300, `race:${id}:${i}`)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(await p.balance(id)).toBe(100);
  });

  it("moves money once for 6 simultaneous calls with the same key", async () => {
    const id = await funded(1_000);
    const p = demoProvider(database);
    const results = await Promise.all(Array.from({ length: 6 }, () => p.transferOut(id, 400, `same:${id}`)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.balanceSatang))).toEqual(new Set([600]));
    expect(await p.balance(id)).toBe(600);
  });
});

describe("demo provider: launch tokens", () => {
  const tokenOf = (url: string) => new URL(url, "http://x").searchParams.get("token")!;

  it("makes a URL on the host carrying only a random token, stored hashed", async () => {
    const id = await funded(0);
    const game = await gameIdOf(database, "moon-dragon");
    const url = await launch(database, id, 3, game);
    expect(url).toMatch(/^\/demo-provider\/h3\?token=[A-Za-z0-9_-]{43}$/);
    const [row] = await database.select().from(providerLaunchTokens).where(eq(providerLaunchTokens.memberId, id));
    expect(row).toMatchObject({ host: 3, gameId: game, usedAt: null });
    expect(row!.tokenHash).not.toContain(tokenOf(url));
    const ttl = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000;
    expect(ttl).toBeCloseTo(LAUNCH_TOKEN_TTL_SECONDS, 0);
  });

  it("refuses an unknown host or game, and a member without an account", async () => {
    const id = await funded(0);
    expect(await refusal(launch(database, id, 8))).toBe("unknown_host");
    expect(await refusal(launch(database, id, 1, 999_999))).toBe("unknown_game");
    expect(await refusal(launch(database, await newMember(database), 1))).toBe("no_account");
  });

  it("works once: the second use is refused", async () => {
    const id = await funded(0);
    const url = await launch(database, id, 2, await gameIdOf(database, "golden-naga"));
    const first = await enterWithToken(database, 2, tokenOf(url));
    expect(first).toMatchObject({ memberId: id, slug: "golden-naga" });
    expect(await enterWithToken(database, 2, tokenOf(url))).toEqual({ refused: null });
    expect(await findProviderSession(database, entered(first!).session)).toEqual({ memberId: id, host: 2 });
  });

  it("lets exactly one of 6 simultaneous uses through", async () => {
    const id = await funded(0);
    const url = await launch(database, id, 5);
    const results = await Promise.all(Array.from({ length: 6 }, () => enterWithToken(database, 5, tokenOf(url))));
    expect(results.filter((r) => "session" in r)).toHaveLength(1);
  });

  it("is bound to its host", async () => {
    const id = await funded(0);
    const url = await launch(database, id, 4);
    expect(await enterWithToken(database, 1, tokenOf(url))).toEqual({ refused: null });
    expect(entered(await enterWithToken(database, 4, tokenOf(url))).memberId).toBe(id);
  });

  it("expires after 60 seconds", async () => {
    const id = await funded(0);
    const url = await launch(database, id, 6);
    const hashRow = (await database.select().from(providerLaunchTokens).where(eq(providerLaunchTokens.memberId, id)))[0]!;
    // 61 seconds later, as far as the row is concerned.
    await database
      .update(providerLaunchTokens)
      .set({ createdAt: sql`now() - interval '61 seconds'`, expiresAt: sql`now() - interval '1 second'` })
      .where(eq(providerLaunchTokens.id, hashRow.id));
    expect(await enterWithToken(database, 6, tokenOf(url))).toEqual({ refused: null });
  });

  it("opens the host's first slot game when the launch named none", async () => {
    const id = await funded(0);
    const url = await launch(database, id, 1);
    expect(entered(await enterWithToken(database, 1, tokenOf(url))).slug).toBe("moon-dragon");
  });

  it("ignores garbage tokens without touching the database", async () => {
    for (const bad of [null, "", "x", "a".repeat(500), "../../etc", 42]) {
      expect(await enterWithToken(database, 1, bad)).toEqual({ refused: null });
    }
  });
});

describe("demo provider: the landing route", () => {
  const enter = (url: string) => handleEnter(new Request(`http://127.0.0.1:3000${url}`), url.split("?")[0]!.split("/")[2]!);

  it("uses the token, sets the provider cookie and sends the player on without the token", async () => {
    const id = await funded(0);
    const url = await launch(database, id, 7, await gameIdOf(database, "lotus-riches"));
    const res = await enter(url);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/demo-provider/play/lotus-riches");
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^dp_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain("Path=/demo-provider");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
    const value = /^dp_session=([^;]+)/.exec(cookie)![1]!;
    const [stored] = await database.select().from(providerSessions).where(eq(providerSessions.memberId, id));
    expect(stored!.tokenHash).not.toBe(value);

    const again = await enter(url);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/demo-provider/link-invalid");
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("answers 404 for a host that is not h1-h7", async () => {
    expect((await handleEnter(new Request("http://127.0.0.1:3000/demo-provider/h8?token=x"), "h8")).status).toBe(404);
  });
});

describe("demo provider: spins", () => {
  const WIN_BIG = () => 0.999_999; // the last row of the table: its biggest win
  const LOSE = () => 0; // the first row: the losing outcome
  let game: number;
  beforeAll(async () => {
    game = await gameIdOf(database, "moon-dragon");
  });
  const ago = (id: number, ms: number) =>
    database
      .update(providerAccounts)
      .set({ lastSpinAt: sql`clock_timestamp() - make_interval(secs => ${ms / 1000})` })
      .where(eq(providerAccounts.memberId, id));

  it("debits the bet and credits the win in one step, and records the round", async () => {
    const id = await funded(10_000);
    const won = await spin(database, { memberId: id, gameId: game, betSatang: 1_000, spinKey: "spin-0001" }, WIN_BIG);
    expect(won.multiplier).toBe(10);
    expect(won.winSatang).toBe(10_000);
    expect(won.balanceSatang).toBe(10_000 - 1_000 + 10_000);
    expect(new Set(won.reels).size).toBe(1);
    await ago(id, SPIN_CYCLE_MS);
    const lost = await spin(database, { memberId: id, gameId: game, betSatang: 500, spinKey: "spin-0002" }, LOSE);
    expect(lost).toMatchObject({ multiplier: 0, winSatang: 0, balanceSatang: 18_500 });
    expect(await balance(id)).toBe(18_500);
    const rounds = await database.select().from(slotRounds).where(eq(slotRounds.memberId, id));
    expect(rounds.map((r) => [r.betSatang, r.winSatang, r.balanceAfterSatang, r.rtp, r.volatility])).toEqual([
      [1_000, 10_000, 19_000, 96.5, "high"],
      [500, 0, 18_500, 96.5, "high"],
    ]);
    const ledger = await database.select().from(providerTransactions).where(eq(providerTransactions.memberId, id));
    expect(ledger.filter((t) => t.kind === "spin").map((t) => t.amountSatang)).toEqual([9_000, -500]);
    // Every stake counts towards a promotion's turnover, win or lose.
    expect(await demoProvider(database).wagered(id)).toBe(1_500);
  });

  it("changes the balance by win − bet on every spin (random draws)", async () => {
    const id = await funded(100_000);
    let expected = 100_000;
    for (let i = 0; i < 12; i++) {
      await ago(id, SPIN_CYCLE_MS + 10);
      const r = await spin(database, { memberId: id, gameId: game, betSatang: 1_000, spinKey: `rand-${i}-abcdef` });
      expected += r.winSatang - r.betSatang;
      expect(r.balanceSatang).toBe(expected);
    }
    expect(await balance(id)).toBe(expected);
  });

  it("refuses a spin less than 2.5 s after the last one, and saying how long to wait", async () => {
    const id = await funded(10_000);
    await spin(database, { memberId: id, gameId: game, betSatang: 100, spinKey: "fast-0001" }, LOSE);
    const early = await spin(database, { memberId: id, gameId: game, betSatang: 100, spinKey: "fast-0002" }, LOSE).catch((e) => e);
    expect(early).toBeInstanceOf(SpinRefusal);
    expect(early.code).toBe("too_soon");
    expect(early.retryAfterMs).toBeGreaterThan(0);
    expect(early.retryAfterMs).toBeLessThanOrEqual(SPIN_CYCLE_MS);
    expect(await balance(id)).toBe(9_900);
    // Well inside the cycle: the database clock keeps running between this update and the spin, more so on a busy CI machine.
    await ago(id, 1_000);
    expect(await refusal(spin(database, { memberId: id, gameId: game, betSatang: 100, spinKey: "fast-0003" }, LOSE))).toBe("too_soon");
    await ago(id, 2_600);
    expect(await refusal(spin(database, { memberId: id, gameId: game, betSatang: 100, spinKey: "fast-0004" }, LOSE))).toBe("accepted");
  });

  it("refuses a bet above the balance, and bets the game does not take", async () => {
    const id = await funded(400);
    expect(await refusal(spin(database, { memberId: id, gameId: game, betSatang: 500, spinKey: "poor-0001" }))).toBe("insufficient_funds");
    expect(await refusal(spin(database, { memberId: id, gameId: game, betSatang: 300, spinKey: "poor-0002" }))).toBe("invalid_bet");
    expect(await balance(id)).toBe(400);
    expect(BETS_SATANG).toEqual([100, 500, 1_000, 5_000, 10_000]);
  });

  it("returns the first answer when a spin is sent again (a retry), even inside the cycle", async () => {
    const id = await funded(10_000);
    const first = await spin(database, { memberId: id, gameId: game, betSatang: 100, spinKey: "retry-0001" }, WIN_BIG);
    const again = await spin(database, { memberId: id, gameId: game, betSatang: 100, spinKey: "retry-0001" }, LOSE);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balance(id)).toBe(first.balanceSatang);
  });

  it("plays games without a published RTP on the default 96 % table", async () => {
    const id = await funded(10_000);
    await spin(database, { memberId: id, gameId: await gameIdOf(database, "royal-baccarat"), betSatang: 100, spinKey: "table-0001" }, LOSE);
    const [round] = await database.select().from(slotRounds).where(eq(slotRounds.memberId, id));
    expect(round).toMatchObject({ rtp: 96, volatility: "medium" });
  });
});

describe("demo provider: the spin endpoint", () => {
  async function session(satang: number) {
    const id = await funded(satang);
    const url = await launch(database, id, 1, await gameIdOf(database, "moon-dragon"));
    const entry = await enterWithToken(database, 1, new URL(url, "http://x").searchParams.get("token"));
    return { id, cookie: `dp_session=${entered(entry).session}` };
  }
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    handleSpin(
      new Request("http://127.0.0.1:3000/demo-provider/api/spin", {
        method: "POST",
        headers: { "content-type": "application/json", host: "127.0.0.1:3000", ...headers },
        body: JSON.stringify(body),
      }),
    );
  const body = (bet = 100, spin_id = crypto.randomUUID()) => ({ game: "moon-dragon", bet_satang: bet, spin_id });

  it("spins for the cookie's player and answers reels, win and the new balance", async () => {
    const { id, cookie } = await session(5_000);
    const res = await post(body(500), { cookie, origin: "http://127.0.0.1:3000" });
    expect(res.status).toBe(200);
    const json = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(json).sort()).toEqual(["balance_satang", "bet_satang", "multiplier", "reels", "round_id", "win_satang"]);
    expect(json.balance_satang).toBe(5_000 - 500 + (json.win_satang as number));
    expect(await balance(id)).toBe(json.balance_satang);
  });

  it("answers 429 with Retry-After and a Thai message to a second spin inside 2.5 s", async () => {
    const { cookie } = await session(5_000);
    expect((await post(body(), { cookie })).status).toBe(200);
    const res = await post(body(), { cookie });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(((await res.json()) as { message: string }).message).toMatch(/2\.5 วินาที/);
  });

  it("answers 404 in Thai to a game the demo does not play (a table game is never spun as a slot), and moves nothing", async () => {
    const { id, cookie } = await session(5_000);
    const res = await post({ ...body(100), game: "royal-baccarat" }, { cookie, origin: "http://127.0.0.1:3000" });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe("เกมนี้เปิดที่ผู้ให้บริการเกมของเว็บ");
    expect(await balance(id)).toBe(5_000);
    expect(await database.select().from(slotRounds).where(eq(slotRounds.memberId, id))).toEqual([]);
  });

  it("answers a refusal to a bet above the balance", async () => {
    const { cookie } = await session(50);
    const res = await post(body(100), { cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, msg: expect.stringContaining("เครดิตไม่พอ") });
  });

  it("answers 401 without a provider session, 403 from another origin, 422 for a malformed body", async () => {
    expect((await post(body())).status).toBe(401);
    expect((await post(body(), { cookie: "dp_session=" + "a".repeat(43) })).status).toBe(401);
    const { cookie } = await session(5_000);
    expect((await post(body(), { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ game: "moon-dragon", bet_satang: "lots" }, { cookie })).status).toBe(422);
    expect((await post(body(300), { cookie })).status).toBe(422);
  });
});
