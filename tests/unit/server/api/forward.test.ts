// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { forward } from "@/server/api/forward";
import { asRead } from "@/server/api/reading";
import { th } from "@/lib/i18n/th";
import { server } from "../../../msw/server";
import { captureLogs } from "@/server/observability/log";

/** An operator's backend of our own making: what it answers reaches the site only through the forwarder. */
const BACKEND = "http://operator-backend.test";
const get = (path: string) => forward(new Request(`${BACKEND}${path}`, { headers: { authorization: "Bearer member-token" } }));

const period = (amount: unknown) => ({ amount, pending: null, used: "150.00", remaining: null, resets_at: "2026-11-29T00:00:00+07:00" });
const limits = (daily = period("1000.00")) => ({ success: true, data: { daily, weekly: period(null), monthly: period(null) } });

afterEach(() => vi.restoreAllMocks());

describe("the forwarder checks every backend answer against the call's contract", () => {
  it("answers a 502 in Thai for a 2xx outside the contract, logged with the path and the field, never the body", async () => {
    const logs = captureLogs();
    const secret = "password-of-member-0812345678";
    server.use(http.get(`${BACKEND}/api/customers/limits`, () => HttpResponse.json({ ...limits(period("a lot")), secret })));
    const res = await get("/api/customers/limits");
    logs.stop();
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: th.api.upstreamShape });
    expect(logs.lines).toHaveLength(1);
    const logged = JSON.stringify(logs.lines[0]);
    expect(logged).toContain("GET /api/customers/limits");
    expect(logged).toContain("data.daily.amount");
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain("a lot");
  });

  it("answers a 502 for a 2xx that is not JSON", async () => {
    server.use(http.get(`${BACKEND}/api/customers/limits`, () => new HttpResponse("<html>maintenance</html>", { status: 200 })));
    const res = await get("/api/customers/limits");
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: th.api.upstreamShape });
  });

  it("passes a matching answer on as the backend sent it, with the contract's reading for the site's pages", async () => {
    server.use(http.get(`${BACKEND}/api/customers/limits`, () => HttpResponse.json(limits())));
    const res = await get("/api/customers/limits");
    expect(res.status).toBe(200);
    const read = (await asRead(res).json()) as { data: { daily: unknown } };
    expect(read.data.daily).toMatchObject({ amount: 1000, used: 150 });
    expect(((await res.json()) as { data: { daily: unknown } }).data.daily).toMatchObject({ amount: "1000.00", used: "150.00" });
  });

  it("passes refusals and error answers as they are", async () => {
    server.use(
      http.get(`${BACKEND}/api/customers/limits`, () => HttpResponse.json({ success: false, msg: "ปิดปรับปรุง" })),
      http.get(`${BACKEND}/api/customers/sessions`, () => HttpResponse.json({ message: "Unauthenticated." }, { status: 401 })),
    );
    const refused = await get("/api/customers/limits");
    expect([refused.status, await refused.json()]).toEqual([200, { success: false, msg: "ปิดปรับปรุง" }]);
    const error = await get("/api/customers/sessions");
    expect([error.status, await error.json()]).toEqual([401, { message: "Unauthenticated." }]);
  });
});
