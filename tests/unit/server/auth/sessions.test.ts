// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { members, sessions } from "@/server/db/schema";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { bearerOf, createSession, findSession, hashToken, revokeMemberSessions, revokeSession } from "@/server/auth/sessions";

let database: DB;
let memberId: number;

setupDatabase(async (d) => {
  database = d;
  const [m] = await database.select({ id: members.id }).from(members).where(eq(members.phone, DEMO_MEMBER.phone));
  memberId = m!.id;
});

const rowOf = async (token: string) =>
  (await database.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0];

describe("createSession", () => {
  it("issues a random 256-bit token each time", async () => {
    const a = await createSession(database, memberId, { ttlSeconds: 600 });
    const b = await createSession(database, memberId, { ttlSeconds: 600 });
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.expiresIn).toBe(600);
  });

  it("stores only the token's sha256, never the token", async () => {
    const { token } = await createSession(database, memberId, { ttlSeconds: 600, ip: "203.0.113.7", userAgent: "ua" });
    const row = await rowOf(token);
    expect(row).toBeDefined();
    expect(row!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.kind).toBe("session");
    expect(row!.ip).toBe("203.0.113.7");
    expect(row!.revokedAt).toBeNull();
  });

  it("sets the expiry from the lifetime in seconds", async () => {
    const { token } = await createSession(database, memberId, { ttlSeconds: 3600 });
    const row = await rowOf(token);
    const seconds = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000;
    expect(seconds).toBeCloseTo(3600, 0);
  });
});

describe("findSession", () => {
  it("finds a live session by its token", async () => {
    const { token } = await createSession(database, memberId, { ttlSeconds: 600 });
    await expect(findSession(database, token, "session")).resolves.toMatchObject({ memberId, kind: "session" });
  });

  it("does not find an unknown, empty or oversized token", async () => {
    await expect(findSession(database, "nope".repeat(10), "session")).resolves.toBeNull();
    await expect(findSession(database, null, "session")).resolves.toBeNull();
    await expect(findSession(database, "x".repeat(201), "session")).resolves.toBeNull();
  });

  it("does not find the stored hash used as a token", async () => {
    const { token } = await createSession(database, memberId, { ttlSeconds: 600 });
    await expect(findSession(database, hashToken(token), "session")).resolves.toBeNull();
  });

  it("does not find an expired session", async () => {
    const { token } = await createSession(database, memberId, { ttlSeconds: 600 });
    await database
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await expect(findSession(database, token, "session")).resolves.toBeNull();
  });

  it("does not find a revoked session", async () => {
    const { token } = await createSession(database, memberId, { ttlSeconds: 600 });
    const found = await findSession(database, token, "session");
    await revokeSession(database, found!.id);
    await expect(findSession(database, token, "session")).resolves.toBeNull();
    expect((await rowOf(token))!.revokedAt).toBeInstanceOf(Date);
  });

  it("does not accept a registration token as a session (nor the reverse)", async () => {
    const reg = await createSession(database, memberId, { ttlSeconds: 600, kind: "registration" });
    await expect(findSession(database, reg.token, "session")).resolves.toBeNull();
    await expect(findSession(database, reg.token, "registration")).resolves.toMatchObject({ kind: "registration" });

    const member = await createSession(database, memberId, { ttlSeconds: 600 });
    await expect(findSession(database, member.token, "registration")).resolves.toBeNull();
  });
});

describe("revokeMemberSessions", () => {
  it("ends every session of the member except the one kept", async () => {
    const keep = await createSession(database, memberId, { ttlSeconds: 600 });
    const other = await createSession(database, memberId, { ttlSeconds: 600 });
    const kept = await findSession(database, keep.token, "session");
    await revokeMemberSessions(database, memberId, kept!.id);
    await expect(findSession(database, keep.token, "session")).resolves.not.toBeNull();
    await expect(findSession(database, other.token, "session")).resolves.toBeNull();
    await revokeMemberSessions(database, memberId);
    await expect(findSession(database, keep.token, "session")).resolves.toBeNull();
  });
});

describe("bearerOf", () => {
  const req = (authorization?: string) =>
    new Request("http://127.0.0.1:3000/", { headers: authorization ? { authorization } : {} });

  it("reads a bearer token", () => {
    expect(bearerOf(req("Bearer abc.def"))).toBe("abc.def");
    expect(bearerOf(req("bearer abc"))).toBe("abc");
  });

  it.each([undefined, "Basic abc", "Bearer", "Bearer a b", "Token abc"])("reads nothing from %j", (header) => {
    expect(bearerOf(req(header))).toBeNull();
  });
});
