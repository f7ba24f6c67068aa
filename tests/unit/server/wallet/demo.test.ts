// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { endDepositCountdown } from "@/server/wallet/demo";
import { runDueJobs } from "@/server/wallet/jobs";
import { moneyMsg } from "@/server/wallet/messages";
import { profile } from "@/lib/api/contract/customers";
import { body, call, member } from "./helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

const deadlines = async (id: number) =>
  rowsOf<{ status: string; expires_in: number | string; run_in: number | string; done: boolean }>(
    await database.execute(sql`
      SELECT r.status, EXTRACT(EPOCH FROM r.expires_at - now()) AS expires_in, EXTRACT(EPOCH FROM j.run_at - now()) AS run_in,
             j.done_at IS NOT NULL AS done
      FROM money_requests r JOIN jobs j ON j.request_id = r.id AND j.kind = 'expire_deposit' WHERE r.id = ${id}`),
  )[0]!;

async function openBankDeposit(token: string, amount: number): Promise<number> {
  const json = await body(await call("/api/requests/deposit/prepare", { token, body: { amount, promotion_id: null, ip: "" } }));
  expect(json.success).toBe(true);
  return json.data.id as number;
}

describe("the demo end of a deposit's countdown (POST /api/demo/expire-deposit)", () => {
  it("moves only that phone's open deposit's deadline to now; the expiry job then expires it with 'deposit time ended'", async () => {
    const m = await member(database);
    const other = await member(database);
    const mine = await openBankDeposit(m.token, 300);
    const theirs = await openBankDeposit(other.token, 300);
    expect(Number((await deadlines(mine)).expires_in)).toBeGreaterThan(60);

    const res = await call(`/api/demo/expire-deposit?phone=${m.phone}`, { method: "POST" });
    expect(res.status).toBe(200);
    const { data } = await body(res);
    expect(data.id).toBe(mine);
    const after = await deadlines(mine);
    // Still pending until the scheduler's next tick runs the job (the watch learns it from the profile, as in real life).
    expect(after.status).toBe("pending");
    expect(Number(after.expires_in)).toBeLessThanOrEqual(0);
    expect(Number(after.run_in)).toBeLessThanOrEqual(0);
    expect(after.done).toBe(false);
    expect(Number((await deadlines(theirs)).expires_in)).toBeGreaterThan(60);

    expect(await runDueJobs(database)).toBeGreaterThan(0);
    const p = profile.parse((await body(await call("/api/customers/profile", { token: m.token }))).data);
    expect(p.pending_request).toBeNull();
    expect(p.completed_requests[0]).toMatchObject({ id: mine, status: "cancalled", deleted_cause: moneyMsg.depositTimeEnded });
    expect((await deadlines(theirs)).status).toBe("pending");
    // The member can open a new deposit straight away.
    expect(await openBankDeposit(m.token, 300)).toBeGreaterThan(mine);
  });

  it("finds nothing for a phone without an open deposit and changes nothing; other methods are refused", async () => {
    const m = await member(database);
    expect(await endDepositCountdown(database, m.phone)).toEqual({ data: null });
    expect(await body(await call(`/api/demo/expire-deposit?phone=0000000000`, { method: "POST" }))).toEqual({ data: null });
    const id = await openBankDeposit(m.token, 200);
    await call(`/api/requests/deposit/${id}/cancel`, { token: m.token, body: {} });
    expect(await endDepositCountdown(database, m.phone)).toEqual({ data: null });
    expect((await deadlines(id)).status).toBe("cancelled");
    expect((await call(`/api/demo/expire-deposit?phone=${m.phone}`)).status).toBe(405);
  });

  it("accepts the phone written with spaces or dashes", async () => {
    const m = await member(database);
    const id = await openBankDeposit(m.token, 250);
    const spaced = `${m.phone.slice(0, 3)}-${m.phone.slice(3, 6)} ${m.phone.slice(6)}`;
    expect((await endDepositCountdown(database, spaced)).data?.id).toBe(id);
  });
});
