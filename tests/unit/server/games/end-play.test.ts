// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { createSession } from "@/server/auth/sessions";
import { playEndedText, type PlayEndReason } from "@/lib/demo-provider/play-ended";
import { body, call } from "../wallet/helpers";
import { PASSWORD, protectedMember } from "../protection/helpers";
import { enterUrl, providerCookieOf, spinWith } from "../provider/helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

type Member = Awaited<ReturnType<typeof protectedMember>>;

/** A launch URL for the member's session, as the site's game card asks for it. */
async function launchUrl(token: string): Promise<string> {
  const res = await call("/api/games/launch", { token, body: { host: 1 } });
  expect(res.status).toBe(200);
  return (await body(res)).url as string;
}

/** Opens a launch URL as the player's browser does: the landing's redirect and the provider cookie, if any. */
async function enter(url: string): Promise<{ location: string; cookie: string | null }> {
  const res = await enterUrl(url);
  expect(res.status).toBe(303);
  return { location: res.headers.get("location")!, cookie: providerCookieOf(res) };
}

const rounds = async (memberId: number) =>
  Number(rowsOf<{ n: string }>(await database.execute(sql`SELECT count(*) AS n FROM slot_rounds WHERE member_id = ${memberId}`))[0]!.n);

async function ticket(token: string): Promise<string> {
  const res = await call("/api/activity/ticket", { token, body: { target: "football" } });
  expect(res.status).toBe(200);
  return new URL((await body(res)).url as string).searchParams.get("access_token")!;
}
const redeem = (accessToken: string) => call("/api/activity/redeem", { body: { access_token: accessToken } });

/** The ways a member's play ends, each through the API as the site calls it. */
const ends: { name: string; reason: PlayEndReason; run: (m: Member) => Promise<Response> }[] = [
  {
    name: "a self-exclusion",
    reason: "self_exclusion",
    run: (m) => call("/api/customers/self-exclusion", { token: m.otherToken, body: { period: "6m", password: PASSWORD } }),
  },
  {
    name: "a 24-hour time-out",
    reason: "timeout",
    run: (m) => call("/api/customers/self-exclusion", { token: m.otherToken, body: { period: "24h", password: PASSWORD } }),
  },
  { name: "a logout", reason: "logout", run: (m) => call("/api/logout", { token: m.token, method: "POST" }) },
  {
    name: "a password change",
    reason: "password",
    run: (m) =>
      call("/api/customers/update-password", {
        token: m.otherToken,
        body: { old_password: PASSWORD, password: "Changed1234", password_confirmation: "Changed1234" },
      }),
  },
];

describe.each(ends)("after $name", ({ reason, run }) => {
  it("a launch link made a moment before does not open the game, and says why", async () => {
    const m = await protectedMember(database);
    const url = await launchUrl(m.token);
    expect((await run(m)).status).toBe(200);
    const { location, cookie } = await enter(url);
    expect(cookie).toBeNull();
    expect(location).toBe(`/demo-provider/link-invalid?ended=${reason}`);
  });

  it("a game already open takes no further bet, and says why", async () => {
    const m = await protectedMember(database);
    const { cookie } = await enter(await launchUrl(m.token));
    expect((await spinWith(cookie!)).status).toBe(200);
    expect((await run(m)).status).toBe(200);
    const refused = await spinWith(cookie!);
    expect(refused.status).toBe(401);
    expect(await body(refused)).toEqual({ message: playEndedText(reason) });
    expect(await rounds(m.id)).toBe(1);
  });

  it("an activity ticket made a moment before does not redeem", async () => {
    const m = await protectedMember(database);
    const accessToken = await ticket(m.token);
    expect((await run(m)).status).toBe(200);
    expect((await redeem(accessToken)).status).toBe(422);
  });
});

describe("play belongs to the site session that started it", () => {
  it("ending one device's session ends the games it opened, and only those", async () => {
    const m = await protectedMember(database);
    const mine = await enter(await launchUrl(m.token));
    const theirs = await enter(await launchUrl(m.otherToken));
    const sessions = (await body(await call("/api/customers/sessions", { token: m.token }))).data as { id: number; current: boolean }[];
    const other = sessions.find((s) => !s.current)!;
    expect((await call(`/api/customers/sessions/${other.id}`, { token: m.token, method: "DELETE" })).status).toBe(200);
    const refused = await spinWith(theirs.cookie!);
    expect(refused.status).toBe(401);
    expect(await body(refused)).toEqual({ message: playEndedText("session_ended") });
    expect((await spinWith(mine.cookie!)).status).toBe(200);
  });

  it("ending every other session ends their games, not this device's", async () => {
    const m = await protectedMember(database);
    const mine = await enter(await launchUrl(m.token));
    const theirs = await enter(await launchUrl(m.otherToken));
    expect((await call("/api/customers/sessions", { token: m.token, method: "DELETE" })).status).toBe(200);
    expect((await spinWith(theirs.cookie!)).status).toBe(401);
    expect((await spinWith(mine.cookie!)).status).toBe(200);
  });

  it("a game session ends when the site session does, at the latest", async () => {
    const m = await protectedMember(database);
    const short = await createSession(database, m.id, { ttlSeconds: 120 });
    const { cookie } = await enter(await launchUrl(short.token));
    const hash = (await import("@/server/provider/demo/tokens")).hashOf(cookie!.split("=")[1]!);
    const [row] = rowsOf<{ left: number }>(
      await database.execute(sql`SELECT extract(epoch FROM expires_at - now()) AS left FROM provider_sessions WHERE token_hash = ${hash}`),
    );
    expect(Number(row!.left)).toBeLessThanOrEqual(120);
    expect(Number(row!.left)).toBeGreaterThan(100);
  });

  it("a session that ended cannot launch, even if the request got past the session check first", async () => {
    const m = await protectedMember(database);
    const session = await createSession(database, m.id, { ttlSeconds: 3600 });
    await database.execute(sql`UPDATE sessions SET revoked_at = now() WHERE id = ${session.id}`);
    const { launchGame } = await import("@/server/games/launch");
    await expect(launchGame(database, { id: session.id, memberId: m.id, kind: "session" }, { host: 1 })).rejects.toMatchObject({ status: 401 });
  });
});
