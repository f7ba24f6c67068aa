// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { ROLES, allows } from "@/server/backoffice/roles";
import {
  addMemberNote,
  endAllMemberSessions,
  endMemberSession,
  liftMemberTimeout,
  memberDetail,
  memberHistoryPage,
  notifyMemberAsStaff,
  resetMemberTwoFactor,
  searchMembers,
  setMemberSuspended,
} from "@/server/backoffice/members";
import { login } from "@/server/auth/login";
import { hashPassword } from "@/server/auth/passwords";
import { createSession, findSession } from "@/server/auth/sessions";
import { exchangeLoginCode, mintLoginCode } from "@/server/accounts/login-codes";
import { th } from "@/lib/i18n/th";
import { auditCount, auditRows, staffMember } from "./helpers";
import { body, call, member } from "../wallet/helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

let seq = 0;
/** A member with a name, a bank account, a password and a live session. */
async function fullMember() {
  const m = await member(database, { satang: 50_000, deposited: true });
  const n = ++seq;
  const account = `77${String(process.pid % 10000).padStart(4, "0")}${String(n).padStart(4, "0")}`;
  await database.execute(sql`
    UPDATE members SET name = ${`ทดสอบค้นหา${process.pid}x${n} ใจดี`}, bank = 'kbank', account_number = ${account},
      username = ${`gm${m.phone.slice(1)}`}, credit_satang = 50000, password_hash = ${await hashPassword("Member-pass-1")} WHERE id = ${m.id}`);
  return { ...m, account, name: `ทดสอบค้นหา${process.pid}x${n} ใจดี`, username: `gm${m.phone.slice(1)}` };
}

/** Exactly one audit row more after `run`, and its answer. */
async function once<T>(run: () => Promise<T>): Promise<T> {
  const before = await auditCount(database);
  const result = await run();
  expect((await auditCount(database)) - before).toBe(1);
  return result;
}

const exclude = (memberId: number, kind: "timeout" | "self_exclusion") =>
  database.execute(sql`
    INSERT INTO exclusions (member_id, kind, period, starts_at, ends_at)
    VALUES (${memberId}, ${kind}, ${kind === "timeout" ? "7d" : "1y"}, now() - interval '1 minute', now() + interval '7 days')`);

describe("member search", () => {
  it("finds a member by phone (as the member API normalises it), bank account, game username and the start of the name", async () => {
    const support = await staffMember(database, "support");
    const m = await fullMember();
    const ids = async (q: string) => (await searchMembers(database, support.actor, q)).map((r) => r.id);
    const spaced = `${m.phone.slice(0, 3)}-${m.phone.slice(3, 6)} ${m.phone.slice(6)}`;
    expect(await ids(spaced)).toEqual([m.id]);
    expect(await ids(m.account)).toEqual([m.id]);
    expect(await ids(m.username.toUpperCase())).toEqual([m.id]);
    expect(await ids(m.name.slice(0, 14))).toContain(m.id);
    expect(await ids("ไม่มีชื่อนี้แน่นอน")).toEqual([]);
    const found = (await searchMembers(database, support.actor, m.phone))[0]!;
    expect(found).toMatchObject({ phone: m.phone, name: m.name, bank: "kbank", account_number: m.account, suspended: false });
    await expect(searchMembers(database, support.actor, "  ")).rejects.toMatchObject({ status: 422 });
  });

  it("answers at most 20 members", async () => {
    const support = await staffMember(database, "support");
    for (let i = 0; i < 22; i++) await fullMember();
    expect((await searchMembers(database, support.actor, "ทดสอบค้นหา")).length).toBe(20);
  });
});

describe("the member page", () => {
  it("reads the profile, credit, requests and ledger (paged), sessions, logins, limits, exclusion and notes", async () => {
    const risk = await staffMember(database, "risk");
    const support = await staffMember(database, "support");
    const m = await fullMember();
    await addMemberNote(database, support.actor, m.id, { body: "โทรมาถามเรื่องโบนัส" });
    const d = await memberDetail(database, risk.actor, m.id);
    expect(d.profile).toMatchObject({ id: m.id, phone: m.phone, name: m.name, status: "active", suspended_at: null });
    expect(d.credit_satang).toBe(50_000);
    expect(d.sessions).toHaveLength(1);
    expect(d.exclusion).toBeNull();
    expect(d.two_factor).toBe(false);
    expect(d.notes).toMatchObject([{ staff: support.username, body: "โทรมาถามเรื่องโบนัส" }]);
    expect(d.limits.daily).toMatchObject({ amount: null });
    expect(d.referral.counts).toEqual({ lv1: 0, lv2: 0, lv3: 0 });

    // 25 requests: a first page of 20 and a second of 5, by keyset.
    for (let i = 0; i < 25; i++) {
      await database.execute(sql`INSERT INTO money_requests (member_id, type, amount_satang, requested_satang, status) VALUES (${m.id}, 'deposit', ${10_000 + i}, 10000, 'expired')`);
    }
    const first = (await memberDetail(database, risk.actor, m.id)).requests;
    expect(first.data).toHaveLength(20);
    expect(first.data[0]!.amount_satang).toBe(10_024);
    const second = await memberHistoryPage(database, risk.actor, m.id, { kind: "requests", before: first.next_cursor! });
    expect(second.data).toHaveLength(5);
    expect(second.next_cursor).toBeNull();
    const ledger = await memberHistoryPage(database, risk.actor, m.id, { kind: "ledger" });
    expect(ledger.next_cursor).toBeNull();
    await expect(memberDetail(database, risk.actor, 999_999)).rejects.toMatchObject({ status: 404 });
  });
});

describe("member actions", () => {
  it("each is allowed exactly where the permission table says, and a refusal writes nothing", async () => {
    for (const role of ROLES) {
      const s = await staffMember(database, role);
      const m = await fullMember();
      const runs = [
        ["members.read", () => searchMembers(database, s.actor, m.phone)],
        ["members.read", () => memberDetail(database, s.actor, m.id)],
        ["members.act", () => addMemberNote(database, s.actor, m.id, { body: "note" })],
        ["members.act", () => notifyMemberAsStaff(database, s.actor, m.id, { message: "สวัสดี" })],
        ["members.act", () => endAllMemberSessions(database, s.actor, m.id)],
      ] as const;
      for (const [needs, run] of runs) {
        const before = await auditCount(database);
        const outcome = await run().then(
          () => "allowed",
          (e: { status?: number }) => e.status,
        );
        expect(outcome, `${role} ${needs}`).toBe(allows(role, needs) ? "allowed" : 403);
        if (outcome === 403) expect(await auditCount(database)).toBe(before);
      }
    }
  });

  it("ending one session or all: the member's token stops working at once; one audit row each", async () => {
    const support = await staffMember(database, "support");
    const m = await fullMember();
    const other = await createSession(database, m.id, { ttlSeconds: 3600 });
    expect((await call("/api/customers/sessions", { token: m.token })).status).toBe(200);
    expect(await once(() => endMemberSession(database, support.actor, m.id, other.id))).toEqual({ ended: 1 });
    expect(await findSession(database, other.token, "session")).toBeNull();
    expect((await call("/api/customers/sessions", { token: m.token })).status).toBe(200);
    await expect(endMemberSession(database, support.actor, m.id, other.id)).rejects.toMatchObject({ status: 404 });
    expect(await once(() => endAllMemberSessions(database, support.actor, m.id))).toEqual({ ended: 1 });
    expect((await call("/api/customers/sessions", { token: m.token })).status).toBe(401);
    expect((await auditRows(database, "member", m.id)).map((a) => [a.action, a.role, a.after])).toEqual([
      ["member.end_session", "support", { ended: 1 }],
      ["member.end_sessions", "support", { ended: 1 }],
    ]);
  });

  it("a note is kept (append-only) and audited with its text", async () => {
    const support = await staffMember(database, "support");
    const m = await fullMember();
    await expect(addMemberNote(database, support.actor, m.id, { body: "   " })).rejects.toMatchObject({ status: 422 });
    const { id } = await once(() => addMemberNote(database, support.actor, m.id, { body: " ลูกค้าแจ้งเปลี่ยนเบอร์ " }));
    expect((await auditRows(database, "member", m.id)).map((a) => [a.action, a.after])).toEqual([["member.note", { note_id: id, body: "ลูกค้าแจ้งเปลี่ยนเบอร์" }]]);
    const refused = await database.execute(sql`DELETE FROM member_notes WHERE id = ${id}`).then(
      () => "deleted",
      (e: Error) => String((e.cause as Error)?.message ?? e.message),
    );
    expect(refused).toBe("member notes are append-only");
  });

  it("suspend: a reason is needed; sessions end; login is refused in Thai (423) and an existing session is refused; unsuspend restores", async () => {
    const support = await staffMember(database, "support");
    const m = await fullMember();
    await expect(setMemberSuspended(database, support.actor, m.id, { suspended: true, reason: " " })).rejects.toMatchObject({ status: 422 });
    const other = await createSession(database, m.id, { ttlSeconds: 3600 });
    expect(await once(() => setMemberSuspended(database, support.actor, m.id, { suspended: true, reason: "สงสัยบัญชีถูกขโมย" }))).toEqual({
      suspended: true,
      sessions_ended: 2,
    });
    expect((await call("/api/customers/sessions", { token: m.token })).status).toBe(401);
    await expect(login(database, { phone: m.phone, password: "Member-pass-1", ip: "198.51.100.44" })).rejects.toMatchObject({
      status: 423,
      body: { message: th.auth.suspended },
    });
    // A wrong password still hears only the usual answer: the suspension is told to whoever knows the password.
    await expect(login(database, { phone: m.phone, password: "wrong-pass-1", ip: "198.51.100.44" })).rejects.toMatchObject({ status: 401 });
    // A session opened in a race with the suspension (or by any other path) does not work either.
    const raced = await createSession(database, m.id, { ttlSeconds: 3600 });
    expect(await findSession(database, raced.token, "session")).toBeNull();
    expect((await call("/api/customers/profile", { token: raced.token })).status).toBe(401);
    expect(await findSession(database, other.token, "session")).toBeNull();
    const code = await mintLoginCode(database, m.phone, "test");
    await expect(exchangeLoginCode(database, code.code, { ip: "198.51.100.44" })).rejects.toMatchObject({ status: 422 });
    await expect(setMemberSuspended(database, support.actor, m.id, { suspended: true, reason: "อีกครั้ง" })).rejects.toMatchObject({ status: 409 });

    await once(() => setMemberSuspended(database, support.actor, m.id, { suspended: false, reason: "ยืนยันตัวตนแล้ว" }));
    const back = await login(database, { phone: m.phone, password: "Member-pass-1", ip: "198.51.100.44" });
    expect((await call("/api/customers/sessions", { token: back.access_token })).status).toBe(200);
    expect((await auditRows(database, "member", m.id)).map((a) => [a.action, a.reason, a.before, a.after])).toEqual([
      ["member.suspend", "สงสัยบัญชีถูกขโมย", { suspended: false }, { suspended: true, sessions_ended: 2 }],
      ["member.unsuspend", "ยืนยันตัวตนแล้ว", { suspended: true }, { suspended: false, sessions_ended: 0 }],
    ]);
  });

  it("reset 2FA: a reason is needed; the secret goes, the member gets a security notice; 409 when it is off", async () => {
    const support = await staffMember(database, "support");
    const m = await fullMember();
    await expect(resetMemberTwoFactor(database, support.actor, m.id, { reason: "ทำโทรศัพท์หาย" })).rejects.toMatchObject({ status: 409 });
    await database.execute(sql`INSERT INTO member_totp (member_id, secret, enabled_at) VALUES (${m.id}, 'sealed-secret', now())`);
    await database.execute(sql`INSERT INTO totp_recovery_codes (member_id, code_hash) VALUES (${m.id}, 'h1')`);
    await expect(resetMemberTwoFactor(database, support.actor, m.id, { reason: "" })).rejects.toMatchObject({ status: 422 });
    await once(() => resetMemberTwoFactor(database, support.actor, m.id, { reason: "ทำโทรศัพท์หาย" }));
    const left = rowsOf<{ n: number }>(
      await database.execute(sql`SELECT (SELECT count(*) FROM member_totp WHERE member_id = ${m.id}) + (SELECT count(*) FROM totp_recovery_codes WHERE member_id = ${m.id}) AS n`),
    );
    expect(Number(left[0]!.n)).toBe(0);
    const notices = rowsOf<{ kind: string; message: string }>(await database.execute(sql`SELECT kind, message FROM notifications WHERE member_id = ${m.id}`));
    expect(notices).toEqual([{ kind: "two_factor_off", message: th.backoffice.twoFactorResetNotice }]);
    const profile = await body(await call("/api/customers/profile", { token: m.token }));
    expect(JSON.stringify(profile.data.events)).toContain(th.backoffice.twoFactorResetNotice);
    const [row] = await auditRows(database, "member", m.id);
    expect(row).toMatchObject({ action: "member.reset_2fa", reason: "ทำโทรศัพท์หาย", after: { two_factor: "off" } });
    expect(JSON.stringify(row)).not.toMatch(/sealed-secret|h1/);
  });

  it("send a notification: the member reads it on the site", async () => {
    const support = await staffMember(database, "support");
    const m = await fullMember();
    await expect(notifyMemberAsStaff(database, support.actor, m.id, { message: " " })).rejects.toMatchObject({ status: 422 });
    await once(() => notifyMemberAsStaff(database, support.actor, m.id, { message: "ยอดฝากของคุณเข้าแล้วค่ะ" }));
    const profile = await body(await call("/api/customers/profile", { token: m.token }));
    expect(JSON.stringify(profile.data.events)).toContain("ยอดฝากของคุณเข้าแล้วค่ะ");
  });
});

describe("time-out and self-exclusion", () => {
  it("a self-exclusion is never lifted from the back office, by any role: 403 in Thai, nothing written", async () => {
    const m = await fullMember();
    await exclude(m.id, "self_exclusion");
    for (const role of ROLES) {
      const s = await staffMember(database, role);
      const before = await auditCount(database);
      const refused = await liftMemberTimeout(database, s.actor, m.id, { reason: "สมาชิกขอให้ยกเลิก" }).then(
        () => null,
        (e: { status: number; body: unknown }) => e,
      );
      expect(refused?.status, role).toBe(403);
      if (allows(role, "members.read")) expect(refused?.body).toEqual({ success: false, msg: th.backoffice.selfExclusionFinal });
      expect(await auditCount(database)).toBe(before);
    }
    const [row] = rowsOf<{ lifted: boolean }>(await database.execute(sql`SELECT lifted_at IS NOT NULL AS lifted FROM exclusions WHERE member_id = ${m.id}`));
    expect(row!.lifted).toBe(false);
    expect((await memberDetail(database, (await staffMember(database, "owner")).actor, m.id)).exclusion).toMatchObject({ kind: "self_exclusion" });
  });

  it("a time-out is lifted only by an owner, with a reason; once", async () => {
    const m = await fullMember();
    await exclude(m.id, "timeout");
    for (const role of ROLES.filter((r) => r !== "owner")) {
      const s = await staffMember(database, role);
      await expect(liftMemberTimeout(database, s.actor, m.id, { reason: "ขอเล่นต่อ" })).rejects.toMatchObject({ status: 403 });
    }
    const owner = await staffMember(database, "owner");
    await expect(liftMemberTimeout(database, owner.actor, m.id, { reason: "  " })).rejects.toMatchObject({ status: 422 });
    expect(await once(() => liftMemberTimeout(database, owner.actor, m.id, { reason: "ผู้จัดการอนุมัติตามคำขอ" }))).toEqual({ lifted: 1 });
    expect((await memberDetail(database, owner.actor, m.id)).exclusion).toBeNull();
    await expect(liftMemberTimeout(database, owner.actor, m.id, { reason: "อีกครั้ง" })).rejects.toMatchObject({ status: 409 });
    expect((await auditRows(database, "member", m.id)).map((a) => [a.action, a.role, a.reason, a.after])).toEqual([
      ["member.lift_timeout", "owner", "ผู้จัดการอนุมัติตามคำขอ", { lifted: 1 }],
    ]);
  });
});
