// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { getProfile } from "@/server/customers/profile";
import { checkCredit } from "@/server/customers/credit";
import { runDueJobs } from "@/server/wallet/jobs";
import { createSession, findSession, revokeMemberSessions } from "@/server/auth/sessions";
import { member } from "../wallet/helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

/**
 * The database, counting the statements sent through it: execute, the query builders, transactions, and statements
 * prepared on its session (server/db/prepared.ts).
 */
function counted(d: DB) {
  const sent: string[] = [];
  const count = <T extends object>(target: T, props: string[]) =>
    new Proxy(target, {
      get(t, prop, receiver) {
        const value = Reflect.get(t, prop, receiver);
        if (prop === "_" && t === (d as object)) return { ...d._, session: count(d._.session, ["prepareQuery"]) };
        if (typeof value !== "function" || !props.includes(String(prop))) return value;
        return (...args: unknown[]) => {
          sent.push(String(prop));
          return (value as (...a: unknown[]) => unknown).apply(t, args);
        };
      },
    });
  return { db: count(d, ["execute", "select", "insert", "update", "delete", "transaction"]), sent };
}

const noJobsDue = () => database.execute(sql`UPDATE jobs SET done_at = now() WHERE done_at IS NULL AND run_at <= now()`);

describe("the profile poll", () => {
  it("is one statement when no job is due: the session check, the member part and the content version", async () => {
    const m = await member(database, { satang: 5_000 });
    await noJobsDue();
    const { db, sent } = counted(database);
    await getProfile(db, { token: m.token }); // the static parts: read with it the first time
    const data = await getProfile(db, { token: m.token }); // then kept in process
    expect(sent).toEqual(["prepareQuery", "prepareQuery"]);
    expect(data.phone).toBe(m.phone);
    expect(data.to_bank).not.toBeNull();
  });

  it("answers 401 once the session is revoked, on the very next poll, and for a malformed token without a query", async () => {
    const m = await member(database);
    await getProfile(database, { token: m.token });
    await revokeMemberSessions(database, m.id);
    await expect(getProfile(database, { token: m.token })).rejects.toMatchObject({ status: 401 });
    const { db, sent } = counted(database);
    await expect(getProfile(db, { token: null })).rejects.toMatchObject({ status: 401 });
    await expect(getProfile(db, { token: "x".repeat(201) })).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual([]);
    // A registration session is not a member's session.
    const reg = await createSession(database, m.id, { kind: "registration", ttlSeconds: 60 });
    await expect(getProfile(database, { token: reg.token })).rejects.toMatchObject({ status: 401 });
    expect(await findSession(database, reg.token, "registration")).not.toBeNull();
  });

  it("runs no job: a balance fetch queued by check-credit shows once a run of the jobs (the scheduler's tick) did it", async () => {
    const m = await member(database, { satang: 7_700 });
    await checkCredit(database, m.id);
    expect(await getProfile(database, { token: m.token })).toMatchObject({ credit_checking: 1 });
    expect(await getProfile(database, { token: m.token })).toMatchObject({ credit_checking: 1 });
    expect(await runDueJobs(database)).toBeGreaterThan(0);
    expect(await getProfile(database, { token: m.token })).toMatchObject({ credit_checking: 0, ufabet_credit: "77.00" });
  });

  it("shows a change to the operator account or the promotions on the next poll (the static parts follow content_version)", async () => {
    const m = await member(database);
    await noJobsDue();
    const before = await getProfile(database, { token: m.token });
    const [first] = Object.keys(before.promotion_ids);
    expect(first).toBeDefined();
    try {
      await database.execute(sql`UPDATE promotions SET active = false WHERE id = ${Number(first)}`);
      await database.execute(sql`UPDATE operator_accounts SET name = 'บัญชีใหม่' WHERE active`);
      const after = await getProfile(database, { token: m.token });
      expect(after.promotion_ids).not.toHaveProperty(first!);
      expect(after.to_name).toBe("บัญชีใหม่");
    } finally {
      await database.execute(sql`UPDATE promotions SET active = true WHERE id = ${Number(first)}`);
      await database.execute(sql`UPDATE operator_accounts SET name = ${before.to_name} WHERE active`);
    }
    expect(await getProfile(database, { token: m.token })).toEqual(before);
  });
});
