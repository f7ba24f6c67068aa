// @vitest-environment node
import "../memory-db";
import { describe, expect, it } from "vitest";
import { handleApi } from "@/server/api/bff";
import { th } from "@/lib/i18n/th";
import { HOST, SITE, siteRequest as post, setupWorld } from "./fuzz/world";

/**
 * Unknown methods and odd paths at the API level (the request gate answers TRACE and malformed escapes before Next):
 * a method the path does not take is a 405 in Thai with Allow; a path no route matches, or whose parameter is not
 * a valid id or category, is a 404 in Thai; an id past PostgreSQL's integer is refused, never sent to the database.
 */

const my = setupWorld();

type Json = { message?: string; errors?: Record<string, string[]>; success?: boolean; msg?: string };

describe("methods and paths at the API", () => {
  it.each(["HEAD", "OPTIONS", "PUT", "PATCH", "DELETE", "GET"])("%s on POST /api/login: 405 in Thai with Allow: POST", async (method) => {
    const res = await handleApi(post("/api/login", method === "GET" || method === "HEAD" ? undefined : "{}", {}, method));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    if (method !== "HEAD") expect(await res.json()).toEqual({ message: th.api.methodNotAllowed });
  });

  it("HEAD is GET without a body: the same status and headers", async () => {
    const head = (path: string) => handleApi(new Request(`${SITE}${path}`, { method: "HEAD", headers: { host: HOST } }));
    const info = await head("/api/site-info");
    expect(info.status).toBe(200);
    expect(info.headers.get("content-type")).toContain("application/json");
    expect(await info.text()).toBe("");
    expect((await head("/api/customers/profile")).status).toBe(401);
  });

  it("POST on a GET route: 405 with Allow: GET; on a webhook GET: 405 with Allow: POST", async () => {
    const profile = await handleApi(post("/api/customers/profile", "{}"));
    expect([profile.status, profile.headers.get("allow")]).toEqual([405, "GET"]);
    const hook = await handleApi(new Request(`${SITE}/api/webhooks/bank-statement`, { headers: { host: HOST } }));
    expect([hook.status, hook.headers.get("allow")]).toEqual([405, "POST"]);
  });

  it.each([
    "/api/customers/%00",
    "/api/customers/%E0",
    `/api/customers/${"a".repeat(10_000)}`,
    "/api/requests/deposit/0x10/cancel",
    "/api/requests/deposit/1e3/cancel",
    "/api/requests/deposit/99999999999/cancel",
    "/api/requests/deposit/%ED%A0%80/cancel",
    "/api/nothing-here",
  ])("%s: 404 in Thai", async (path) => {
    const res = await handleApi(post(path, "{}", { cookie: `jwt=${my.world.member.token}` }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: th.api.notFound });
  });

  it("an id past PostgreSQL's integer in a query or a body is a 422, not a 500", async () => {
    const open = await handleApi(new Request(`${SITE}/api/demo/open-deposit?id=99999999999`, { headers: { host: HOST } }));
    expect(open.status).toBe(422);
    const launch = await handleApi(post("/api/games/launch", JSON.stringify({ host: 1, game: 2 ** 31 }), { cookie: `jwt=${my.world.member.token}` }));
    expect(launch.status).toBe(422);
    expect(((await launch.json()) as Json).errors!.game).toEqual([th.game.unknownGame]);
    const deposit = await handleApi(
      post("/api/requests/deposit/prepare", JSON.stringify({ amount: 100, promotion_id: 2 ** 31 }), { cookie: `jwt=${my.world.member.token}` }),
    );
    expect(deposit.status).toBe(422);
    expect(((await deposit.json()) as Json).errors!.promotion_id).toEqual([th.deposit.promotionNotFound]);
  });
});
