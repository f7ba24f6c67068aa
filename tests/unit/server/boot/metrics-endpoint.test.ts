// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { GET as metrics } from "@/app/api/metrics/route";
import { handleApi } from "@/server/api/bff";
import { member } from "../wallet/helpers";

const TOKEN = "scraper-token-0123456789";
const env = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock("@/server/env", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/server/env")>();
  return { ...real, serverEnv: () => ({ ...real.serverEnv(), METRICS_TOKEN: env.token }) };
});

let database: DB;
setupDatabase((d) => {
  database = d;
});

const scrape = (authorization?: string) =>
  metrics(new Request("http://127.0.0.1:3000/api/metrics", { headers: authorization ? { authorization } : {} }));

describe("GET /api/metrics", () => {
  it("does not exist while METRICS_TOKEN is unset, and wants exactly its bearer once set", async () => {
    env.token = undefined;
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
    env.token = TOKEN;
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(200);
  });

  it("counts API calls by the contract's path and status, money events by kind, and reads the job queue at the scrape", async () => {
    env.token = TOKEN;
    const m = await member(database);
    const res = await handleApi(
      new Request("http://127.0.0.1:3000/api/requests/deposit/prepare", {
        method: "POST",
        headers: { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000", "content-type": "application/json", cookie: `jwt=${m.token}` },
        body: JSON.stringify({ amount: 300, promotion_id: null, ip: "" }),
      }),
    );
    expect(res.status).toBe(200);
    await database.execute(sql`INSERT INTO jobs (kind, run_at) VALUES ('daily_commission', now() - interval '90 seconds')`);
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toMatch(/^http_requests_total\{route="\/api\/requests\/deposit\/prepare",method="POST",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{route="\/api\/requests\/deposit\/prepare",method="POST"\} [1-9]/m);
    expect(text).toMatch(/^money_events_total\{event="deposit_opened"\} [1-9]/m);
    expect(Number(/^jobs_due (\d+)/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/^jobs_oldest_due_age_seconds ([\d.]+)/m.exec(text)?.[1])).toBeGreaterThanOrEqual(89);
  });
});
