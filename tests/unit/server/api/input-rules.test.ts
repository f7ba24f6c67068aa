// @vitest-environment node
import "../memory-db";
import { describe, expect, it } from "vitest";
import { handleApi } from "@/server/api/bff";
import { isThai } from "./fuzz/answers";
import { HOST, SITE, siteRequest as post, setupWorld } from "./fuzz/world";

/**
 * Amounts are decimal numbers or decimal strings only ("0x10", true and [5] are not amounts), and every 422 is Thai
 * whatever the body is: never zod's English or its regex.
 */

const my = setupWorld();

type Json = { message?: string; errors?: Record<string, string[]>; success?: boolean; msg?: string };

describe("amounts: decimal numbers or decimal strings, 2 decimals, more than 0, at most 100,000 baht", () => {
  const refused: [string, unknown][] = [
    ['"0x10" (16 to Number())', "0x10"],
    ["true (1 to Number())", true],
    ["[5] (5 to Number())", [5]],
    ['"1e3"', "1e3"],
    ['""', ""],
    ['" 5"', " 5"],
    ["1e20", 1e20],
    ["0.001", 0.001],
    ['"NaN"', "NaN"],
    ["-5", -5],
    ['"-5"', "-5"],
    ["0", 0],
    ["100000.01", 100000.01],
    ["null", null],
    ["{}", {}],
  ];
  const calls = [
    { path: "/api/requests/deposit/prepare", body: (amount: unknown) => ({ amount, promotion_id: null, ip: "" }) },
    { path: "/api/requests/withdraw", body: (amount: unknown) => ({ phone: my.world.member.phone, amount }) },
  ];

  for (const call of calls) {
    it.each(refused)(`${call.path} refuses %s with a Thai 422 on amount`, async (_label, amount) => {
      const res = await handleApi(post(call.path, JSON.stringify(call.body(amount)), { cookie: `jwt=${my.world.member.token}` }));
      expect(res.status).toBe(422);
      const body = (await res.json()) as Json;
      expect(Object.keys(body.errors!)).toEqual(["amount"]);
      expect(isThai(body.errors!.amount![0])).toBe(true);
    });
  }

  it.each([100, "100", "100.5", "100.50", 100.25])("deposit prepare takes %j", async (amount) => {
    const res = await handleApi(post(calls[0]!.path, JSON.stringify(calls[0]!.body(amount)), { cookie: `jwt=${my.world.member.token}` }));
    const body = (await res.json()) as Json & { data?: { id: number } };
    expect(res.status).toBe(200);
    await handleApi(post(`/api/requests/deposit/${body.data!.id}/cancel`, undefined, { cookie: `jwt=${my.world.member.token}` }));
  });
});

describe("every 422 in Thai, naming no pattern", () => {
  const routes = ["/api/login", "/api/register/phone", "/api/reset-password/start", "/api/activity/redeem", "/api/authenticate"];
  const bodies: [string, string][] = [
    ["a JSON array", "[1,2]"],
    ["a JSON string", '"hello"'],
    ["null", "null"],
    ["a number", "7"],
    ["broken JSON", '{"phone":'],
    ["wrong types in every field", '{"phone":5,"password":[],"birth_date":{},"age_confirmed":"yes","ufabet_username":true,"access_token":1,"code":{}}'],
    ["unknown keys and nested junk", '{"phone":"0812345678","bypass_otp":true,"nested":{"a":[{"b":{}}]}}'],
  ];
  for (const route of routes) {
    it.each(bodies)(`${route}: %s`, async (_label, text) => {
      const res = await handleApi(post(route, text));
      expect(res.status).toBe(422);
      const body = (await res.json()) as Json;
      expect(isThai(body.message)).toBe(true);
      for (const messages of Object.values(body.errors!)) for (const m of messages) expect(isThai(m), m).toBe(true);
    });
  }

  it("a query that fails its pattern says so in Thai, without the pattern", async () => {
    const res = await handleApi(new Request(`${SITE}/api/demo/outbox?phone=12`, { headers: { host: HOST } }));
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text).not.toMatch(/\\d|\^|pattern/);
    expect(isThai((JSON.parse(text) as Json).errors!.phone![0])).toBe(true);
  });
});
