// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { DEMO_MEMBER } from "@/server/db/seed-data";
import { handleApi } from "@/server/api/bff";
import { parseServerEnv } from "@/server/env";
import { proxy } from "@/proxy";

// As in production (COOKIE_SECURE defaults to on under `next start`): read once, on first use.
process.env.COOKIE_SECURE = "1";
setupDatabase();

const attrs = (line: string) => line.split(";").map((p) => p.trim().toLowerCase());

describe("COOKIE_SECURE", () => {
  it("is on by default in production, off under next dev, and can be turned off for plain-http tests", () => {
    const production = { NODE_ENV: "production", DEMO_MODE: "1" };
    expect(parseServerEnv(production).COOKIE_SECURE).toBe(true);
    expect(parseServerEnv({ ...production, COOKIE_SECURE: "0" }).COOKIE_SECURE).toBe(false);
    expect(parseServerEnv({ NODE_ENV: "development" }).COOKIE_SECURE).toBe(false);
    expect(() => parseServerEnv({ COOKIE_SECURE: "maybe" })).toThrow(/COOKIE_SECURE/);
  });

  it("marks the session cookies Secure on a request that says nothing about https", async () => {
    const res = await handleApi(
      new Request("http://127.0.0.1:3000/api/login", {
        method: "POST",
        headers: { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000", "content-type": "application/json" },
        body: JSON.stringify({ phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password, ip: "" }),
      }),
    );
    expect(res.status).toBe(200);
    const lines = res.headers.getSetCookie();
    expect(lines.map((l) => l.slice(0, l.indexOf("=")))).toEqual(expect.arrayContaining(["jwt", "expirationDate"]));
    for (const line of lines) expect(attrs(line)).toContain("secure");
  });

  it("marks the referral cookie Secure", () => {
    const res = proxy(new NextRequest("http://127.0.0.1:3000/u/GOLD2024"));
    expect(attrs(res.headers.get("set-cookie") ?? "")).toContain("secure");
  });
});

describe("SITE_ORIGIN", () => {
  it("takes an origin only", () => {
    expect(parseServerEnv({ SITE_ORIGIN: "https://goldmoon.example/" }).SITE_ORIGIN).toBe("https://goldmoon.example");
    expect(parseServerEnv({ SITE_ORIGIN: "https://goldmoon.example:8443" }).SITE_ORIGIN).toBe("https://goldmoon.example:8443");
    for (const bad of ["https://goldmoon.example/app", "ftp://goldmoon.example", "goldmoon.example", "https://u:p@goldmoon.example"]) {
      expect(() => parseServerEnv({ SITE_ORIGIN: bad }), bad).toThrow(/SITE_ORIGIN/);
    }
  });

  it("refuses an http: origin with Secure cookies (the session cookie would never come back)", () => {
    expect(() => parseServerEnv({ SITE_ORIGIN: "http://goldmoon.example", COOKIE_SECURE: "1" })).toThrow(/COOKIE_SECURE/);
    expect(parseServerEnv({ SITE_ORIGIN: "http://127.0.0.1:3000", COOKIE_SECURE: "0" }).SITE_ORIGIN).toBe("http://127.0.0.1:3000");
  });
});
