// @vitest-environment node
/**
 * The end of play racing play itself, on a real PostgreSQL with a connection pool (the in-memory PGlite runs one
 * transaction at a time): a self-exclusion, a time-out, a logout or a password change against launches, entries and
 * bets of the same member. Opt-in: TEST_DATABASE_URL (always set in CI).
 */
import { describe, expect, it } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import type { PlayEndReason } from "@/lib/demo-provider/play-ended";
import { setupPostgres } from "./fresh-pg";

const live = setupPostgres("member_unit_play");
const PASSWORD = "Protect1234";

type Member = { id: number; token: string };

async function tools() {
  const { call, body } = await import("../wallet/helpers");
  const { protectedMember } = await import("../protection/helpers");
  const { enterUrl, providerCookieOf, spinWith } = await import("../provider/helpers");
  const { playEndedText } = await import("@/lib/demo-provider/play-ended");
  const launch = (token: string) => call("/api/games/launch", { token, body: { host: 1 } });
  return { call, body, protectedMember, launch, enter: enterUrl, cookieOf: providerCookieOf, spin: spinWith, playEndedText };
}

/** Each way play ends, asked with the member's own session `token` (the one the launches use). */
const ends: { name: string; reason: PlayEndReason; path: string; body?: object }[] = [
  { name: "self-exclusion", reason: "self_exclusion", path: "/api/customers/self-exclusion", body: { period: "1y", password: PASSWORD } },
  { name: "time-out", reason: "timeout", path: "/api/customers/self-exclusion", body: { period: "24h", password: PASSWORD } },
  { name: "logout", reason: "logout", path: "/api/logout", body: {} },
  {
    name: "password change",
    reason: "password",
    path: "/api/customers/update-password",
    body: { old_password: PASSWORD, password: "Changed1234", password_confirmation: "Changed1234" },
  },
];

async function endPlay(m: Member, end: (typeof ends)[number]) {
  const { call } = await import("../wallet/helpers");
  return call(end.path, { token: m.token, body: end.body });
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** `n` calls started 15 ms apart: they straddle the end's commit (its password check alone takes longer). */
const staggered = <T>(n: number, run: (i: number) => Promise<T>) => Array.from({ length: n }, (_, i) => delay(i * 15).then(() => run(i)));

/**
 * `run` started every 15 ms while `ending` is under way, at least `least` times, and 3 more once it is over: the
 * calls straddle the end's commit however long it takes.
 */
async function whileEnding<T>(ending: Promise<unknown>, least: number, run: () => Promise<T>): Promise<T[]> {
  let over = false;
  void ending.finally(() => (over = true));
  const calls: Promise<T>[] = [];
  while (!over || calls.length < least) {
    calls.push(run());
    await delay(15);
  }
  for (let i = 0; i < 3; i++) calls.push(run());
  return Promise.all(calls);
}

const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: string }>(await live.db.execute(query))[0]!.n);

describe.skipIf(!live.enabled).each(ends)("$name racing play, on PostgreSQL", (end) => {
  it("30 or more launches around it: no launch link survives it, and none opens a game afterwards", async () => {
    const t = await tools();
    const m = await t.protectedMember(live.db);
    const ending = endPlay(m, end);
    const launches = await whileEnding(ending, 30, () => t.launch(m.token));
    expect((await ending).status).toBe(200);
    const urls: string[] = [];
    for (const res of launches) {
      expect([200, 400, 401]).toContain(res.status);
      if (res.status === 200) urls.push((await t.body(res)).url as string);
    }
    // A link made after the end committed would have passed its check and not be revoked: none is.
    const tokens = await count(sql`SELECT count(*) AS n FROM provider_launch_tokens WHERE member_id = ${m.id}`);
    expect(tokens).toBe(urls.length);
    expect(await count(sql`SELECT count(*) AS n FROM provider_launch_tokens WHERE member_id = ${m.id} AND revoked_at IS NULL`)).toBe(0);
    for (const url of urls) {
      const res = await t.enter(url);
      expect(res.headers.get("location")).toBe(`/demo-provider/link-invalid?ended=${end.reason}`);
      expect(t.cookieOf(res)).toBeNull();
    }
    const refused = launches.filter((r) => r.status !== 200).length;
    expect(refused).toBeGreaterThan(0);
    console.info(`pg-play: ${end.name} vs ${launches.length} launches → ${urls.length} links made before it (all revoked), ${refused} refused; 0 entries`);
  });

  it("10 entries at once with links made before: every game session they opened is ended, and takes no bet", async () => {
    const t = await tools();
    const m = await t.protectedMember(live.db);
    const urls: string[] = [];
    for (let i = 0; i < 10; i++) urls.push((await t.body(await t.launch(m.token))).url as string);
    const [ended, ...entries] = await Promise.all([endPlay(m, end), ...staggered(10, (i) => t.enter(urls[i]!))]);
    expect(ended!.status).toBe(200);
    const cookies = entries.map(t.cookieOf).filter((c): c is string => c !== null);
    expect(await count(sql`SELECT count(*) AS n FROM provider_sessions WHERE member_id = ${m.id} AND revoked_at IS NULL`)).toBe(0);
    for (const cookie of cookies) {
      const res = await t.spin(cookie);
      expect(res.status).toBe(401);
      expect(await t.body(res)).toEqual({ message: t.playEndedText(end.reason) });
    }
    expect(await count(sql`SELECT count(*) AS n FROM slot_rounds WHERE member_id = ${m.id}`)).toBe(0);
    console.info(`pg-play: ${end.name} vs 10 entries → ${cookies.length} entered before it, ${10 - cookies.length} refused; 0 bets after`);
  });
});

describe.skipIf(!live.enabled)("a bet and the end of play never overlap, on PostgreSQL", () => {
  /** A member with a game open: their session token, the provider cookie and its row's hash. */
  async function playing() {
    const t = await tools();
    const m = await t.protectedMember(live.db);
    const cookie = t.cookieOf(await t.enter((await t.body(await t.launch(m.token))).url as string))!;
    const { hashOf } = await import("@/server/provider/demo/tokens");
    return { t, m, cookie, hash: hashOf(cookie.split("=")[1]!) };
  }
  const client = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    return c;
  };
  const settled = (p: Promise<unknown>) => Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), 400))]);

  it("an exclusion waits for a bet holding its game session, then ends play", async () => {
    const { t, m, hash } = await playing();
    const bet = await client();
    try {
      await bet.query("BEGIN");
      await bet.query("SELECT 1 FROM provider_sessions WHERE token_hash = $1 FOR SHARE", [hash]);
      const exclusion = endPlay(m, ends[0]!);
      expect(await settled(exclusion)).toBe(false);
      await bet.query("COMMIT");
      expect((await exclusion).status).toBe(200);
    } finally {
      await bet.end();
    }
    expect(await count(sql`SELECT count(*) AS n FROM provider_sessions WHERE member_id = ${m.id} AND revoked_at IS NULL`)).toBe(0);
    void t;
  });

  it("a bet that arrives while an exclusion is ending play waits for it, then is refused with the reason", async () => {
    const { t, m, cookie } = await playing();
    const exclusion = await client();
    let res: Response;
    try {
      await exclusion.query("BEGIN");
      await exclusion.query("UPDATE provider_sessions SET revoked_at = now(), revoked_reason = 'self_exclusion' WHERE member_id = $1", [m.id]);
      const bet = t.spin(cookie);
      expect(await settled(bet)).toBe(false);
      await exclusion.query("COMMIT");
      res = await bet;
    } finally {
      await exclusion.end();
    }
    expect(res.status).toBe(401);
    expect(await t.body(res)).toEqual({ message: t.playEndedText("self_exclusion") });
    expect(await count(sql`SELECT count(*) AS n FROM slot_rounds WHERE member_id = ${m.id}`)).toBe(0);
  });
});
