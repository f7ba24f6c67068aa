// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { activityTickets, members } from "@/server/db/schema";
import { DEMO_MEMBER, SITE_INFO } from "@/server/db/seed-data";
import { tokenGrant } from "@/lib/api/contract/auth";
import { api, json, post } from "../accounts/helpers";

let database: DB;
let session: string;

setupDatabase(async (d) => {
  database = d;
  const res = await post("/api/login", { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password });
  session = tokenGrant.parse(await res.json()).access_token;
});

async function ticket(target: "football" | "lotto"): Promise<{ url: string; token: string }> {
  const res = await post("/api/activity/ticket", { target }, session);
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return { url, token: new URL(url).searchParams.get("access_token")! };
}

const redeem = (access_token: string) => post("/api/activity/redeem", { access_token });

describe("activity tickets", () => {
  it("link football and lottery to their own pages, carrying only a ticket", async () => {
    const football = await ticket("football");
    const lotto = await ticket("lotto");
    expect(football.url).toMatch(new RegExp(`^${SITE_INFO.activity}/football\\?access_token=[A-Za-z0-9_-]{43}$`));
    expect(lotto.url).toMatch(new RegExp(`^${SITE_INFO.activity}/lotto\\?access_token=[A-Za-z0-9_-]{43}$`));
    for (const secret of [session, DEMO_MEMBER.phone, DEMO_MEMBER.password]) expect(football.url).not.toContain(secret);
  });

  it("are stored hashed", async () => {
    const { token } = await ticket("football");
    const rows = await database.select({ hash: activityTickets.tokenHash }).from(activityTickets);
    expect(rows.some((r) => r.hash.includes(token))).toBe(false);
  });

  it("redeem once for the member's opaque id and the target", async () => {
    const { token } = await ticket("lotto");
    const res = await redeem(token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { member: string; target: string };
    const [demo] = await database.select().from(members).where(eq(members.phone, DEMO_MEMBER.phone));
    expect(body).toEqual({ member: demo!.publicId, target: "lotto" });
    expect(body.member).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.member).not.toContain(DEMO_MEMBER.phone);
    expect(body.member).not.toBe(String(demo!.id));

    const again = await redeem(token);
    expect(again.status).toBe(422);
    expect((await json(again)).errors).toHaveProperty("access_token");
  });

  it("expire after 60 seconds", async () => {
    const { token } = await ticket("football");
    await database
      .update(activityTickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${activityTickets.usedAt} IS NULL`);
    expect((await redeem(token)).status).toBe(422);
  });

  it("live 60 seconds", async () => {
    await ticket("football");
    const [row] = await database.select().from(activityTickets).orderBy(sql`${activityTickets.id} DESC`).limit(1);
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000).toBeCloseTo(60, 0);
  });

  it("are scoped to the activity site: a ticket is no session, and a session is no ticket", async () => {
    const { token } = await ticket("football");
    expect((await api("/api/customers/profile", { token })).status).toBe(401);
    expect((await post("/api/activity/ticket", { target: "football" }, token)).status).toBe(401);
    expect((await redeem(session)).status).toBe(422);
    // Still unused: the attempts above did not consume it.
    expect((await redeem(token)).status).toBe(200);
  });

  it("need a member session to mint, and a known target", async () => {
    expect((await post("/api/activity/ticket", { target: "football" })).status).toBe(401);
    expect((await post("/api/activity/ticket", { target: "casino" }, session)).status).toBe(422);
    expect((await redeem("")).status).toBe(422);
  });
});
