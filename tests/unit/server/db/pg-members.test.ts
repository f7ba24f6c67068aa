// @vitest-environment node
/**
 * The member actions of the back office on a real PostgreSQL with a connection pool: two staff acting on one member at
 * once change it once, and the search and the suspension's session check hold there too. Opt-in like
 * pg-backoffice.test.ts (TEST_DATABASE_URL); a fresh database named member_unit_members.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { setupPostgres } from "./fresh-pg";
import { rowsOf } from "@/server/db/rows";

const live = setupPostgres("member_unit_members");

const audited = async (action: string, memberId: number) =>
  Number(
    rowsOf<{ n: string | number }>(await live.db.execute(sql`SELECT count(*) AS n FROM audit_log WHERE action = ${action} AND target_id = ${String(memberId)}`))[0]!.n,
  );

describe.skipIf(!live.enabled)("back-office member actions on PostgreSQL", () => {
  it("two staff suspending one member at once: one suspension, the other refused (409), one audit row; no session works", async () => {
    const { staffMember, pendingWithdrawal } = await import("../backoffice/helpers");
    const { setMemberSuspended, searchMembers } = await import("@/server/backoffice/members");
    const { findSession } = await import("@/server/auth/sessions");
    const a = await staffMember(live.db, "support");
    const b = await staffMember(live.db, "owner");
    for (const round of [0, 1, 2]) {
      const { member } = await pendingWithdrawal(live.db, 50 + round);
      expect((await searchMembers(live.db, a.actor, member.phone)).map((m) => m.id)).toEqual([member.id]);
      const outcomes = await Promise.allSettled([a, b].map((s) => setMemberSuspended(live.db, s.actor, member.id, { suspended: true, reason: `รอบ ${round}` })));
      expect(outcomes.filter((o) => o.status === "fulfilled").length, `round ${round}`).toBe(1);
      expect(outcomes.filter((o) => o.status === "rejected" && (o.reason as { status?: number }).status === 409).length, `round ${round}`).toBe(1);
      expect(await audited("member.suspend", member.id)).toBe(1);
      expect(await findSession(live.db, member.token, "session")).toBeNull();
    }
  });

  it("two owners lifting one time-out at once: lifted once, the other refused (409)", async () => {
    const { staffMember, pendingWithdrawal } = await import("../backoffice/helpers");
    const { liftMemberTimeout } = await import("@/server/backoffice/members");
    const a = await staffMember(live.db, "owner");
    const b = await staffMember(live.db, "owner");
    const { member } = await pendingWithdrawal(live.db, 60);
    await live.db.execute(sql`
      INSERT INTO exclusions (member_id, kind, period, starts_at, ends_at) VALUES (${member.id}, 'timeout', '7d', now(), now() + interval '7 days')`);
    const outcomes = await Promise.allSettled([a, b].map((s) => liftMemberTimeout(live.db, s.actor, member.id, { reason: "อนุมัติ" })));
    expect(outcomes.filter((o) => o.status === "fulfilled").length).toBe(1);
    expect(outcomes.filter((o) => o.status === "rejected" && (o.reason as { status?: number }).status === 409).length).toBe(1);
    expect(await audited("member.lift_timeout", member.id)).toBe(1);
  });
});
