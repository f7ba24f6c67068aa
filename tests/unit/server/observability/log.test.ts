// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { afterEach, describe, expect, it } from "vitest";
import type { DB } from "@/server/db/types";
import { handleApi } from "@/server/api/bff";
import { maskPhone } from "@/lib/referral-terms";
import { captureLogs, log } from "@/server/observability/log";
import { member } from "../wallet/helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

const SITE = "http://127.0.0.1:3000";
let logs: ReturnType<typeof captureLogs> | undefined;
afterEach(() => logs?.stop());

function prepare(token: string, headers: Record<string, string> = {}) {
  return handleApi(
    new Request(`${SITE}/api/requests/deposit/prepare`, {
      method: "POST",
      headers: { host: "127.0.0.1:3000", origin: SITE, "content-type": "application/json", cookie: `jwt=${token}`, ...headers },
      body: JSON.stringify({ amount: 300, promotion_id: null, ip: "" }),
    }),
  );
}

describe("the server log", () => {
  it("puts the request id the caller got in X-Request-Id, and the member's id, on a deposit's line; no phone, no token", async () => {
    const m = await member(database);
    const captured = (logs = captureLogs());
    const res = await prepare(m.token);
    captured.stop();
    expect(res.status).toBe(200);
    const requestId = res.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const { data } = (await res.json()) as { data: { id: number } };
    expect(captured.lines).toContainEqual(
      expect.objectContaining({ level: "info", money: "deposit_opened", deposit_id: data.id, req_id: requestId, member_id: m.id }),
    );
    const written = JSON.stringify(captured.lines);
    expect(written).not.toContain(m.phone);
    expect(written).not.toContain(m.token);
  });

  it("keeps a front's request id that looks like one, and replaces one that does not", async () => {
    const m = await member(database);
    expect((await prepare(m.token, { "x-request-id": "front-7f3a9c21" })).headers.get("x-request-id")).toBe("front-7f3a9c21");
    for (const odd of ["has spaces in it", "x".repeat(65), "short"]) {
      expect((await prepare(m.token, { "x-request-id": odd })).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("redacts fields named like a secret, at any depth of one", () => {
    const captured = (logs = captureLogs());
    log.info({ password: "hunter2", user: { token: "abc", phone: maskPhone("0812345678") } }, "x");
    captured.stop();
    expect(captured.lines[0]).toMatchObject({ password: "[redacted]", user: { token: "[redacted]", phone: "08x-xxx-5678" } });
  });
});

describe("money events", () => {
  it("are logged once per state change: a replayed Idempotency-Key logs nothing new", async () => {
    const m = await member(database);
    const captured = (logs = captureLogs());
    const first = await prepare(m.token, { "idempotency-key": "log-once-1" });
    const replay = await prepare(m.token, { "idempotency-key": "log-once-1" });
    captured.stop();
    expect(await replay.text()).toBe(await first.text());
    expect(captured.lines.filter((line) => line.money === "deposit_opened")).toHaveLength(1);
  });
});
