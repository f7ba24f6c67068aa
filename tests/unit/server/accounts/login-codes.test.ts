// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { loginCodes } from "@/server/db/schema";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { hashToken } from "@/server/auth/sessions";
import { mintLoginCode } from "@/server/accounts/login-codes";
import { tokenGrant } from "@/lib/api/contract/auth";
import { th } from "@/lib/i18n/th";
import { api, json, post } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

const exchange = (code: string) => post("/api/authenticate", { code });
const invalid = { message: th.accounts.loginCodeInvalid, errors: { code: [th.accounts.loginCodeInvalid] } };

describe("login codes", () => {
  it("mints a 256-bit code, stores only its hash, for 5 minutes", async () => {
    const { code, expiresIn } = await mintLoginCode(database, DEMO_MEMBER.phone, "test");
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresIn).toBe(300);
    const [row] = await database.select().from(loginCodes).where(eq(loginCodes.codeHash, hashToken(code)));
    expect(row).toMatchObject({ createdBy: "test", usedAt: null });
    expect(JSON.stringify(row)).not.toContain(code);
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000).toBe(300);
  });

  it("refuses to mint for a phone that names no active member", async () => {
    await expect(mintLoginCode(database, "0990000000", "test")).rejects.toThrow(/no active member/);
  });

  it("exchanges once for a working session; the second time is refused", async () => {
    const { code } = await mintLoginCode(database, DEMO_MEMBER.phone, "test");
    const first = await exchange(code);
    expect(first.status).toBe(200);
    const grant = tokenGrant.parse(await first.json());
    expect(grant.expires_in).toBe(86400);
    const profile = await api("/api/customers/profile", { token: grant.access_token });
    expect(profile.status).toBe(200);

    const second = await exchange(code);
    expect(second.status).toBe(422);
    expect(await second.json()).toEqual(invalid);
  });

  it("lets one of two simultaneous exchanges through", async () => {
    const { code } = await mintLoginCode(database, DEMO_MEMBER.phone, "test");
    const statuses = (await Promise.all([exchange(code), exchange(code)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 422]);
  });

  it("refuses an expired code", async () => {
    const { code } = await mintLoginCode(database, DEMO_MEMBER.phone, "test");
    await database.execute(sql`UPDATE login_codes SET expires_at = now() - interval '1 second' WHERE code_hash = ${hashToken(code)}`);
    const res = await exchange(code);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(invalid);
  });

  it("refuses a made-up code; a field beside the code is dropped, never read (the code alone decides)", async () => {
    expect(await json(await exchange("A".repeat(43)))).toEqual(invalid);
    const { code } = await mintLoginCode(database, DEMO_MEMBER.phone, "test");
    expect((await post("/api/authenticate", { code, phone: "0899999999" })).status).toBe(200);
    expect(await json(await exchange(code))).toEqual(invalid);
  });
});
