// @vitest-environment node
import "../memory-db";
import { describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/server/db/rows";
import { handleApi } from "@/server/api/bff";
import { handleSpin } from "@/server/api/demo-provider";
import { th } from "@/lib/i18n/th";
import { allTargets, type Target } from "./fuzz/targets";
import { contentHash } from "./fuzz/writes";
import { HOST, SITE, setupWorld, World } from "./fuzz/world";

/**
 * A NUL or half a surrogate pair in login device info, a registration's name and LINE id,
 * referral and affiliate keys or a reset username never gives 500 (PostgreSQL text refuses NUL, jsonb refuses a lone
 * surrogate's escape). Every string of every call passes one check before its schema: refused with a Thai 422 on
 * that field — or, in login's device info (free text the browser writes about itself), removed.
 */

const my = setupWorld();

const BAD = { NUL: "x\u0000y", "a lone high surrogate": "x\ud800y", "a lone low surrogate": "\udc00y" };

/** Every string field of a body, as paths: [["phone"], ["device", "os"], …] */
function stringPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value === "string") return [prefix];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...prefix, k]));
}

function withAt(body: Record<string, unknown>, path: string[], value: string): Record<string, unknown> {
  const copy = structuredClone(body);
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

function send(target: Target, body: unknown, n: number): Promise<Response> {
  const cookie = { member: `jwt=${my.world.member.token}`, registration: `jwt_register=${my.world.registration.token}`, spin: my.world.spinCookie, none: "" }[
    target.session
  ];
  const request = new Request(`${SITE}${target.template.replace(/\{\w+\}/g, "1")}`, {
    method: target.method,
    headers: { host: HOST, origin: SITE, "content-type": "application/json", cookie, "x-gm-peer": `198.51.100.${n % 250}` },
    body: JSON.stringify(body),
  });
  return target.entry === "spin" ? handleSpin(request) : handleApi(request);
}

// The contract's calls and the demo provider's spin; the webhooks' own rules are tested with the webhooks.
const withBodies = allTargets().filter((t) => t.sample && !t.signed);
const cases = withBodies.flatMap((t) =>
  stringPaths(t.sample!(new World(null as never), 1)).map((path) => ({ route: t.route, target: t, path: path.join(".") })),
);

describe("strings with NUL or half a surrogate pair", () => {
  it("covers every string field of every call with a body", () => {
    expect(cases.length).toBeGreaterThan(40);
    for (const route of ["POST /api/login", "POST /api/register/phone", "POST /api/register/bank-account", "POST /api/reset-password/start"]) {
      expect(cases.some((c) => c.route === route)).toBe(true);
    }
  });

  it("refuses each with a Thai 422 on that field and writes nothing", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const before = await contentHash(my.db);
    let n = 0;
    const wrong: string[] = [];
    for (const c of cases.filter((x) => !x.path.startsWith("device."))) {
      for (const [label, bad] of Object.entries(BAD)) {
        const sample = c.target.sample!(my.world, ++n);
        const res = await send(c.target, withAt(sample, c.path.split("."), bad), n).catch((e: unknown) => e as Error);
        if (res instanceof Error) {
          wrong.push(`${c.route} ${c.path} with ${label}: threw (a 500 from Next) ${res.message.slice(0, 80)}`);
          continue;
        }
        const body = (await res.json()) as { message?: string; errors?: Record<string, string[]> };
        if (res.status !== 422 || !body.errors?.[c.path]?.includes(th.validation.badCharacters)) {
          wrong.push(`${c.route} ${c.path} with ${label}: ${res.status} ${JSON.stringify(body)}`);
        }
      }
    }
    if (wrong.length) console.log(`${wrong.length} answers were wrong:\n${wrong.map((w) => w.slice(0, 120)).join("\n")}`);
    expect(wrong).toEqual([]);
    expect(await contentHash(my.db)).toEqual(before);
  });

  it("logs in with device info that carries them, storing the device info without them", async () => {
    const login = withBodies.find((t) => t.route === "POST /api/login")!;
    const device = { type: "mobile\u0000", os: "iOS\ud800", osVersion: "17", browser: "\udc00Safari", browserVersion: "17", browserVendor: "Apple" };
    const res = await send(login, { ...login.sample!(my.world, 1), device }, 7);
    expect(res.status).toBe(200);
    const [session] = rowsOf<{ device: Record<string, string> }>(
      await my.db.execute(sql`SELECT device FROM sessions WHERE device IS NOT NULL ORDER BY id DESC LIMIT 1`),
    );
    expect(session!.device).toMatchObject({ type: "mobile", os: "iOS", browser: "Safari" });
  });

  it("refuses a key with a NUL, and a query value with one, on their own paths", async () => {
    const phone = withBodies.find((t) => t.route === "POST /api/register/phone")!;
    const res = await send(phone, { ...phone.sample!(my.world, 3), "bad\u0000key": 1 }, 8);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.error).toEqual([th.validation.badCharacters]);

    const outbox = await handleApi(new Request(`${SITE}/api/demo/outbox?phone=08%0012345678`, { headers: { host: HOST } }));
    expect(outbox.status).toBe(422);
    expect(((await outbox.json()) as { errors: Record<string, string[]> }).errors.phone).toEqual([th.validation.badCharacters]);
  });
});
