// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { rowsOf } from "@/server/db/rows";
import { HttpError } from "@/server/http/errors";
import { ROLES, allows, type Permission } from "@/server/backoffice/roles";
import { changeStaff, completeSetup, createFirstOwner, createStaff, findStaffSession, setupOf, signInStaff, signOutStaff, staffList } from "@/server/backoffice/staff";
import { DEMO_STAFF } from "@/server/db/seed-data";
import { OpsInputError } from "@/server/ops/input-error";
import { auditCsv, auditPage } from "@/server/backoffice/audit";
import { changePayoutRules, readPayoutRules } from "@/server/backoffice/payout-rules";
import { closeReview, matchReview, reviewQueue } from "@/server/backoffice/reviews";
import { addNewsItem, bannerList, createBanner, createPromotion, noticeList, promotionList, setMaintenanceNotice, uploadMedia } from "@/server/backoffice/content";
import { approveWithdrawal, rejectWithdrawal, withdrawalQueue } from "@/server/backoffice/withdrawals";
import { report, reportCsv } from "@/server/backoffice/reports";
import { closeRiskFlag, riskFlagList, scanRisks } from "@/server/backoffice/risk";
import { addMemberNote, endAllMemberSessions, liftMemberTimeout, memberDetail, searchMembers, setMemberSuspended } from "@/server/backoffice/members";
import { adjustmentList, approveAdjustment, rejectAdjustment, requestAdjustment } from "@/server/backoffice/adjustments";
import { demoProvider } from "@/server/provider/demo";
import { balanceOf, ledgerSumsToZero, memberHold } from "@/server/wallet/ledger";
import { moneyMsg } from "@/server/wallet/messages";
import { th } from "@/lib/i18n/th";
import { auditCount, auditRows, freshCode, lateTransfer, pendingWithdrawal, staffMember } from "./helpers";
import { member } from "../wallet/helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

const statusOf = (e: unknown) => (e instanceof HttpError ? e.status : e);
const refusedWith = async (p: Promise<unknown>) => statusOf(await p.then(() => "allowed", (e) => e));

describe("staff sign-in", () => {
  it("needs the password and a current TOTP code, each failure answered alike; a code works once", async () => {
    const s = await createStaff(database, null, { username: "Somchai.F", password: "Correct-horse-1", role: "finance" });
    expect(s.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const attempt = (password: string, code: string, username = "somchai.f") => signInStaff(database, { username, password, code, ip: "198.51.100.20" });
    const failed = { status: 401, body: { message: th.backoffice.signInFailed } };
    const code = freshCode(s.secret);
    await expect(attempt("wrong-password-1", code)).rejects.toMatchObject(failed);
    await expect(attempt("Correct-horse-1", "000000")).rejects.toMatchObject(failed);
    await expect(attempt("Correct-horse-1", code, "nobody")).rejects.toMatchObject(failed);
    const ok = await attempt("Correct-horse-1", code);
    expect(ok.actor).toMatchObject({ username: "Somchai.F", role: "finance" });
    await expect(attempt("Correct-horse-1", code)).rejects.toMatchObject(failed); // the same code again
    expect(await findStaffSession(database, ok.token, "198.51.100.20")).toMatchObject({ staffId: s.id, role: "finance" });
  });

  it("locks a username after 5 failures in 15 minutes (429), however the attempts are spread", async () => {
    const s = await staffMember(database, "support");
    for (let i = 0; i < 5; i++) {
      await expect(signInStaff(database, { username: s.username, password: "nope-nope-nope", code: "123456", ip: `198.51.100.${30 + i}` })).rejects.toMatchObject({ status: 401 });
    }
    await expect(signInStaff(database, { username: s.username, password: s.password, code: freshCode(s.secret), ip: "198.51.100.99" })).rejects.toMatchObject({ status: 429 });
  });

  it("ends a session after 15 idle minutes, at sign-out, and when the account is disabled; member tokens never open it", async () => {
    const a = await staffMember(database, "risk");
    await database.execute(sql`UPDATE staff_sessions SET last_seen_at = now() - interval '16 minutes' WHERE id = ${a.actor.sessionId}`);
    expect(await findStaffSession(database, a.token, "x")).toBeNull();

    const b = await staffMember(database, "risk");
    await database.execute(sql`UPDATE staff_sessions SET last_seen_at = now() - interval '14 minutes' WHERE id = ${b.actor.sessionId}`);
    expect(await findStaffSession(database, b.token, "x")).not.toBeNull(); // and that call counts as activity
    expect(Number(rowsOf<{ idle: number }>(await database.execute(sql`SELECT extract(epoch FROM now() - last_seen_at) AS idle FROM staff_sessions WHERE id = ${b.actor.sessionId}`))[0]!.idle)).toBeLessThan(5);
    await signOutStaff(database, b.actor);
    expect(await findStaffSession(database, b.token, "x")).toBeNull();

    const c = await staffMember(database, "risk");
    await database.execute(sql`UPDATE staff SET disabled_at = now() WHERE id = ${c.id}`);
    expect(await findStaffSession(database, c.token, "x")).toBeNull();

    const { member } = await pendingWithdrawal(database, 100);
    expect(await findStaffSession(database, member.token, "x")).toBeNull();
  });

  it("refuses a second account with the same username in another case", async () => {
    await createStaff(database, null, { username: "dup.name", password: "Whatever-1234", role: "support" });
    await expect(createStaff(database, null, { username: "DUP.NAME", password: "Whatever-1234", role: "owner" })).rejects.toMatchObject({
      status: 422,
      body: { errors: { username: [th.backoffice.usernameTaken] } },
    });
  });
});

describe("the first owner", () => {
  it("in demo mode is seeded with the documented password and TOTP secret", async () => {
    const { actor } = await signInStaff(database, {
      username: DEMO_STAFF.username,
      password: DEMO_STAFF.password,
      code: freshCode(DEMO_STAFF.totpSecret),
      ip: "198.51.100.1",
    });
    expect(actor.role).toBe("owner");
  });

  it("comes from the shell once: refused while an owner exists", async () => {
    await expect(createFirstOwner(database, "second.owner")).rejects.toThrow(OpsInputError);
    await database.execute(sql`UPDATE staff SET role = 'risk' WHERE role = 'owner'`);
    try {
      await expect(createFirstOwner(database, "no spaces allowed")).rejects.toThrow(/username/);
      const made = await createFirstOwner(database, "first.owner");
      expect(made.setupCode).toMatch(/^[\w-]{43}$/);
      const { secret } = await setupOf(database, made.setupCode, "198.51.100.2");
      const { actor } = await completeSetup(database, { code: made.setupCode, password: "Owner-chosen-pass", totpCode: freshCode(secret), ip: "198.51.100.2" });
      expect(actor.role).toBe("owner");
      await expect(createFirstOwner(database, "third.owner")).rejects.toThrow(/owner exists/);
    } finally {
      await database.execute(sql`UPDATE staff SET role = 'owner' WHERE username = ${DEMO_STAFF.username}`);
    }
  });
});

describe("staff accounts", () => {
  const refusal = (p: Promise<unknown>) => p.then(() => "done", (e: HttpError) => [e.status, e.body?.message ?? JSON.stringify(e.body)]);

  it("an owner creates an account; only its person sets it up from the link, once, and is then signed in", async () => {
    const owner = await staffMember(database, "owner");
    const made = await createStaff(database, owner.actor, { username: "new.support", role: "support" });
    expect(made.setupCode).toMatch(/^[\w-]{43}$/);
    // Nobody can sign in to it before the setup: there is no password yet.
    await expect(signInStaff(database, { username: "new.support", password: "", code: freshCode(made.secret), ip: "198.51.100.3" })).rejects.toMatchObject({ status: 401 });
    expect((await staffList(database, owner.actor)).find((r) => r.id === made.id)).toMatchObject({ state: "setup", role: "support", last_seen_at: null });

    const seen = await setupOf(database, made.setupCode!, "198.51.100.3");
    expect(seen).toMatchObject({ username: "new.support", role: "support", secret: made.secret });
    expect(await refusal(completeSetup(database, { code: made.setupCode!, password: "Support-pass-99", totpCode: "000000", ip: "198.51.100.3" }))).toEqual([
      422,
      "รหัสจากแอปไม่ถูกต้อง ตรวจสอบว่าสแกนรหัสนี้แล้ว และเวลาในโทรศัพท์ตรงกับเวลาจริง",
    ]);
    const { actor } = await completeSetup(database, { code: made.setupCode!, password: "Support-pass-99", totpCode: freshCode(made.secret), ip: "198.51.100.3" });
    expect(actor).toMatchObject({ username: "new.support", role: "support" });
    expect(await refusal(setupOf(database, made.setupCode!, "198.51.100.3"))).toEqual([404, th.backoffice.setupInvalid]);
    expect(await refusal(completeSetup(database, { code: made.setupCode!, password: "Another-pass-99", totpCode: freshCode(made.secret), ip: "198.51.100.3" }))).toEqual([
      404,
      th.backoffice.setupInvalid,
    ]);
    await signInStaff(database, { username: "new.support", password: "Support-pass-99", code: freshCode(made.secret), ip: "198.51.100.3" });
    expect((await auditRows(database, "staff", made.id)).map((a) => [a.action, a.staff_id])).toEqual([
      ["staff.create", owner.id],
      ["staff.setup", made.id],
      ["staff.sign_in", made.id],
    ]);
  });

  it("a setup link stops working after 24 hours", async () => {
    const made = await createStaff(database, null, { username: "late.starter", role: "finance" });
    await database.execute(sql`UPDATE staff SET setup_expires_at = now() - interval '1 second' WHERE id = ${made.id}`);
    expect(await refusal(setupOf(database, made.setupCode!, "198.51.100.4"))).toEqual([404, th.backoffice.setupInvalid]);
  });

  it("disable ends the account's sessions at once; reset makes a new secret and link; never one's own account", async () => {
    const owner = await staffMember(database, "owner");
    const finance = await staffMember(database, "finance");
    expect(await refusal(changeStaff(database, owner.actor, owner.id, { action: "disable", reason: "ทดสอบ" }))).toEqual([409, th.backoffice.notYourself]);

    expect(await changeStaff(database, owner.actor, finance.id, { action: "disable", reason: "ลาออก" })).toEqual({ state: "disabled", setupCode: null });
    expect(await findStaffSession(database, finance.token, "")).toBeNull();
    expect(await refusal(changeStaff(database, owner.actor, finance.id, { action: "disable", reason: "ซ้ำ" }))).toEqual([409, th.backoffice.staffUnchanged]);
    await expect(signInStaff(database, { username: finance.username, password: finance.password, code: freshCode(finance.secret), ip: "198.51.100.5" })).rejects.toMatchObject({ status: 401 });
    expect((await changeStaff(database, owner.actor, finance.id, { action: "enable", reason: "กลับมาทำงาน" })).state).toBe("active");
    const again = await signInStaff(database, { username: finance.username, password: finance.password, code: freshCode(finance.secret), ip: "198.51.100.5" });

    const reset = await changeStaff(database, owner.actor, finance.id, { action: "reset", reason: "โทรศัพท์หาย" });
    expect(reset.state).toBe("setup");
    expect(await findStaffSession(database, again.token, "")).toBeNull();
    // The old password and the old secret are both gone; the new link shows a new secret.
    await expect(signInStaff(database, { username: finance.username, password: finance.password, code: freshCode(finance.secret), ip: "198.51.100.5" })).rejects.toMatchObject({ status: 401 });
    const fresh = await setupOf(database, reset.setupCode!, "198.51.100.5");
    expect(fresh.secret).not.toBe(finance.secret);
    expect((await auditRows(database, "staff", finance.id)).filter((a) => a.staff_id === owner.id).map((a) => [a.action, a.reason, a.before, a.after])).toEqual([
      ["staff.disable", "ลาออก", { state: "active" }, { state: "disabled" }],
      ["staff.enable", "กลับมาทำงาน", { state: "disabled" }, { state: "active" }],
      ["staff.reset", "โทรศัพท์หาย", { state: "active" }, { state: "setup" }],
    ]);
  });
});

describe("roles", () => {
  let flagged = 0;
  /** An open risk flag: two new members sharing a bank account holder name, found by a scan. */
  const openFlag = async () => {
    const name = `Matrix Member ${++flagged}`;
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const m = await member(database);
      await database.execute(sql`UPDATE members SET name = ${name} WHERE id = ${m.id}`);
      ids.push(m.id);
    }
    await scanRisks(database);
    const [flag] = rowsOf<{ id: number }>(await database.execute(sql`SELECT id FROM risk_flags WHERE closed_at IS NULL AND member_ids @> ARRAY[${ids[0]!}, ${ids[1]!}]::int[]`));
    return Number(flag!.id);
  };
  /** A pending credit adjustment asked by the matrix's target account (so no actor is its requester); no audit row. */
  const pendingAdjustment = async () => {
    const m = await member(database);
    const [row] = rowsOf<{ id: number }>(
      await database.execute(sql`
        INSERT INTO credit_adjustments (member_id, type, amount_satang, reason, requested_by)
        VALUES (${m.id}, 'goodwill', 9000000, 'ทดสอบสิทธิ์', ${matrixTarget}) RETURNING id`),
    );
    return Number(row!.id);
  };
  /** Every back-office action so far, with the permission it needs: each role is allowed exactly where the table says. */
  const actions: { name: string; needs: Permission; run: (actor: Awaited<ReturnType<typeof staffMember>>["actor"]) => Promise<unknown> }[] = [
    { name: "read the withdrawal queue", needs: "withdrawals.read", run: (a) => withdrawalQueue(database, a) },
    { name: "approve a withdrawal", needs: "withdrawals.decide", run: async (a) => approveWithdrawal(database, a, (await pendingWithdrawal(database, 10)).id, {}) },
    { name: "reject a withdrawal", needs: "withdrawals.decide", run: async (a) => rejectWithdrawal(database, a, (await pendingWithdrawal(database, 10)).id, { reason: "บัญชีไม่ตรง" }) },
    { name: "read the unmatched lines", needs: "reviews.read", run: (a) => reviewQueue(database, a) },
    {
      name: "match a line to its deposit",
      needs: "reviews.resolve",
      run: async (a) => {
        const late = await lateTransfer(database, 40);
        return matchReview(database, a, late.reviewId, { depositId: late.depositId });
      },
    },
    {
      name: "close a line",
      needs: "reviews.resolve",
      run: async (a) => closeReview(database, a, (await lateTransfer(database, 41)).reviewId, { resolution: "not_ours", reason: "ไม่ใช่เงินของเรา" }),
    },
    { name: "read the audit log", needs: "audit.read", run: (a) => auditPage(database, a, {}) },
    { name: "export the audit log", needs: "audit.read", run: async (a) => auditCsv(database, a, {}) },
    { name: "create a staff account", needs: "staff.manage", run: (a) => createStaff(database, a, { username: `made-by-${a.staffId}`, role: "support" }) },
    { name: "list the staff", needs: "staff.manage", run: (a) => staffList(database, a) },
    { name: "read the payout rules", needs: "payouts.rules", run: (a) => readPayoutRules(database, a) },
    { name: "set the payout rules", needs: "payouts.rules", run: (a) => changePayoutRules(database, a, { auto: false, maxSatang: 500_000, dailyMaxSatang: 5_000_000 }) },
    {
      name: "disable a staff account",
      needs: "staff.manage",
      run: async (a) => changeStaff(database, a, matrixTarget, { action: "disable", reason: "ทดสอบ" }),
    },
    { name: "read the promotions", needs: "content.read", run: (a) => promotionList(database, a) },
    { name: "read the banners", needs: "content.read", run: (a) => bannerList(database, a) },
    { name: "read the notices", needs: "content.read", run: (a) => noticeList(database, a) },
    {
      name: "add a promotion",
      needs: "content.manage",
      run: (a) => createPromotion(database, a, { name: "ทดสอบ", bonusPercent: 10, maxBonus: 100, minDeposit: 50, turnover: 2, firstDepositOnly: false }),
    },
    { name: "upload a picture", needs: "content.manage", run: (a) => uploadMedia(database, a, Buffer.from([0xff, 0xd8, 0xff, 0xe0, a.staffId])) },
    { name: "add a banner", needs: "content.manage", run: (a) => createBanner(database, a, { title: "ทดสอบ", image: "/art/banners/welcome.webp" }) },
    { name: "add popup news", needs: "content.manage", run: (a) => addNewsItem(database, a, { title: "ข่าว", html: "<p>ข่าว</p>" }) },
    { name: "set the maintenance notice", needs: "content.manage", run: (a) => setMaintenanceNotice(database, a, { html: "<p>ปิดปรับปรุง</p>" }) },
    { name: "read the dashboard", needs: "reports.read", run: (a) => report(database, a, {}) },
    { name: "export the report", needs: "reports.read", run: (a) => reportCsv(database, a, {}) },
    { name: "read the risk flags", needs: "risk.read", run: (a) => riskFlagList(database, a) },
    { name: "close a risk flag", needs: "risk.close", run: async (a) => closeRiskFlag(database, a, await openFlag(), { reason: "ตรวจแล้ว" }) },
    { name: "search members", needs: "members.read", run: (a) => searchMembers(database, a, "0812345678") },
    { name: "read a member", needs: "members.read", run: async (a) => memberDetail(database, a, (await pendingWithdrawal(database, 10)).member.id) },
    { name: "add a note on a member", needs: "members.act", run: async (a) => addMemberNote(database, a, (await pendingWithdrawal(database, 10)).member.id, { body: "โน้ต" }) },
    { name: "end a member's sessions", needs: "members.act", run: async (a) => endAllMemberSessions(database, a, (await pendingWithdrawal(database, 10)).member.id) },
    {
      name: "suspend a member",
      needs: "members.act",
      run: async (a) => setMemberSuspended(database, a, (await pendingWithdrawal(database, 10)).member.id, { suspended: true, reason: "ทดสอบ" }),
    },
    {
      name: "lift a member's time-out",
      needs: "members.lift_timeout",
      run: async (a) => {
        const { member } = await pendingWithdrawal(database, 10);
        await database.execute(sql`
          INSERT INTO exclusions (member_id, kind, period, starts_at, ends_at) VALUES (${member.id}, 'timeout', '24h', now(), now() + interval '1 day')`);
        return liftMemberTimeout(database, a, member.id, { reason: "เจ้าของอนุมัติ" });
      },
    },
    { name: "read the credit adjustments", needs: "adjustments.read", run: (a) => adjustmentList(database, a) },
    {
      name: "adjust a member's credit",
      needs: "adjustments.request",
      run: async (a) => requestAdjustment(database, a, { phone: (await member(database)).phone, type: "goodwill", amountSatang: 1_000, reason: "ทดสอบ" }),
    },
    { name: "approve a credit adjustment", needs: "adjustments.decide", run: async (a) => approveAdjustment(database, a, await pendingAdjustment()) },
    { name: "reject a credit adjustment", needs: "adjustments.decide", run: async (a) => rejectAdjustment(database, a, await pendingAdjustment(), { reason: "ทดสอบ" }) },
  ];

  /** The account the matrix's owner disables (made before the counting starts). */
  let matrixTarget = 0;

  it("walks every role × every action: allowed or 403, as the permission table says", async () => {
    matrixTarget = (await createStaff(database, null, { username: "matrix.target", role: "risk" })).id;
    const seen: string[] = [];
    for (const role of ROLES) {
      const { actor } = await staffMember(database, role);
      for (const action of actions) {
        const before = await auditCount(database);
        const outcome = await refusedWith(action.run(actor));
        expect(outcome, `${role}: ${action.name}`).toBe(allows(role, action.needs) ? "allowed" : 403);
        if (outcome === 403) expect(await auditCount(database), `${role}: ${action.name} refused, nothing audited`).toBe(before);
        seen.push(`${role} ${action.name} ${outcome}`);
      }
    }
    // withdrawals read: owner, finance, risk; decide (approve, reject): owner, finance; reviews read: owner, finance,
    // risk; resolve (match, close): owner, finance; audit (page, export): owner, risk; staff (create, list, disable): owner;
    // payout rules (read, set): owner; content read (promotions, banners, notices): owner, marketing, risk; content
    // manage (5 changes): owner, marketing; reports (page, export): owner, finance, risk; risk flags read and close: owner,
    // risk; members read (search, page): owner, finance, support, risk; act (note, end sessions, suspend): owner,
    // support; lift a time-out: owner; credit adjustments read: owner, finance, risk; request, approve, reject: owner,
    // finance
    expect(seen.filter((s) => s.endsWith("allowed")).length).toBe(
      3 + 2 + 2 + 3 + 2 + 2 + 2 + 2 + 1 + 1 + 1 + 1 + 1 + 3 * 3 + 5 * 2 + 3 + 3 + 2 + 2 + 4 + 4 + 2 + 2 + 2 + 1 + 3 + 2 + 2 + 2,
    );
  });
});

describe("the audit log", () => {
  it("is append-only: the database refuses UPDATE, DELETE and TRUNCATE", async () => {
    await staffMember(database, "support");
    // drizzle wraps the database's error; its cause is the trigger's.
    const refusal = (statement: ReturnType<typeof sql>) => database.execute(statement).then(() => "done", (e: Error) => String((e.cause as Error)?.message ?? e.message));
    expect(await refusal(sql`UPDATE audit_log SET reason = 'edited'`)).toBe("the audit log is append-only");
    expect(await refusal(sql`DELETE FROM audit_log`)).toBe("the audit log is append-only");
    expect(await refusal(sql`TRUNCATE audit_log`)).toBe("the audit log is append-only");
    expect(await auditCount(database)).toBeGreaterThan(0);
  });

  it("gets exactly one row per action, with who, in which role, from where, before and after", async () => {
    const owner = await staffMember(database, "owner");
    const count = async <T>(run: () => Promise<T>) => {
      const before = await auditCount(database);
      const result = await run();
      expect((await auditCount(database)) - before).toBe(1);
      return result;
    };
    const made = await count(() => createStaff(database, owner.actor, { username: "new.finance", password: "Whatever-1234", role: "finance" }));
    expect(await auditRows(database, "staff", made.id)).toEqual([
      { action: "staff.create", staff_id: owner.id, role: "owner", before: null, after: { username: "new.finance", role: "finance" }, reason: null, ip: "203.0.113.9" },
    ]);
    const finance = await count(() => signInStaff(database, { username: "new.finance", password: "Whatever-1234", code: freshCode(made.secret), ip: "203.0.113.10" }));
    const w = await pendingWithdrawal(database, 250);
    await count(() => approveWithdrawal(database, finance.actor, w.id, { reference: "KBANK-778812" }));
    const r = await pendingWithdrawal(database, 120);
    await count(() => rejectWithdrawal(database, finance.actor, r.id, { reason: "ชื่อบัญชีไม่ตรงกับผู้สมัคร" }));
    await count(() => signOutStaff(database, finance.actor));
    expect((await auditRows(database, "withdrawal", w.id)).map((a) => [a.action, a.staff_id, a.after])).toEqual([
      ["withdrawal.approve", made.id, { status: "completed", reference: "KBANK-778812" }],
    ]);
    expect((await auditRows(database, "withdrawal", r.id)).map((a) => [a.action, a.reason])).toEqual([["withdrawal.reject", "ชื่อบัญชีไม่ตรงกับผู้สมัคร"]]);
    expect((await auditRows(database, "staff", made.id)).map((a) => a.action)).toEqual(["staff.create", "staff.sign_in", "staff.sign_out"]);
    // No secret is ever recorded.
    const all = JSON.stringify(rowsOf(await database.execute(sql`SELECT before, after, reason FROM audit_log`)));
    expect(all).not.toMatch(/Whatever-1234|password|secret|totp/i);
  });
});

describe("the withdrawal queue", () => {
  it("lists pending withdrawals with the member's context; approve pays it and tells the member", async () => {
    const finance = await staffMember(database, "finance");
    const w = await pendingWithdrawal(database, 300);
    const queued = (await withdrawalQueue(database, finance.actor)).find((q) => q.id === w.id);
    expect(queued).toMatchObject({ member_id: w.member.id, phone: w.member.phone, amount_satang: 30_000, approved_by: [], needs_two: false });
    expect(await approveWithdrawal(database, finance.actor, w.id, { reference: " SCB-1 " })).toEqual({ status: "completed" });
    const [row] = rowsOf<{ status: string; payout_reference: string }>(await database.execute(sql`SELECT status, payout_reference FROM money_requests WHERE id = ${w.id}`));
    expect(row).toEqual({ status: "completed", payout_reference: "SCB-1" });
    expect(await balanceOf(database, memberHold(w.member.id))).toBe(0);
    const notes = rowsOf<{ message: string }>(await database.execute(sql`SELECT message FROM notifications WHERE member_id = ${w.member.id}`));
    expect(notes.map((n) => n.message)).toEqual([moneyMsg.withdrawPaidNote("300.00")]);
    expect((await withdrawalQueue(database, finance.actor)).some((q) => q.id === w.id)).toBe(false);
    await expect(approveWithdrawal(database, finance.actor, w.id, {})).rejects.toMatchObject({ status: 409, body: { msg: th.backoffice.notPending } });
    await expect(approveWithdrawal(database, finance.actor, 987_654, {})).rejects.toMatchObject({ status: 404 });
    expect(await ledgerSumsToZero(database)).toBe(true);
  });

  it("rejects only with a reason, which the member reads; the credit comes back", async () => {
    const finance = await staffMember(database, "finance");
    const w = await pendingWithdrawal(database, 200);
    const credit = await demoProvider(database).balance(w.member.id);
    await expect(rejectWithdrawal(database, finance.actor, w.id, { reason: "   " })).rejects.toMatchObject({ status: 422 });
    await rejectWithdrawal(database, finance.actor, w.id, { reason: "ชื่อบัญชีไม่ตรง" });
    expect(await demoProvider(database).balance(w.member.id)).toBe(credit + 20_000);
    const [row] = rowsOf<{ status: string; deleted_cause: string }>(await database.execute(sql`SELECT status, deleted_cause FROM money_requests WHERE id = ${w.id}`));
    expect(row).toEqual({ status: "rejected", deleted_cause: "ชื่อบัญชีไม่ตรง" });
    const notes = rowsOf<{ message: string }>(await database.execute(sql`SELECT message FROM notifications WHERE member_id = ${w.member.id}`));
    expect(notes.map((n) => n.message)).toEqual([moneyMsg.withdrawRejectedNote("200.00", "ชื่อบัญชีไม่ตรง")]);
    expect(await ledgerSumsToZero(database)).toBe(true);
  });

  it("needs two different staff above the four-eyes threshold; the same one twice is refused", async () => {
    await database.execute(sql`
      INSERT INTO settings (key, value) VALUES ('backoffice', '{"four_eyes_satang": 50000}')
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    try {
      const first = await staffMember(database, "finance");
      const second = await staffMember(database, "owner");
      const small = await pendingWithdrawal(database, 500); // at the threshold: one approval
      expect(await approveWithdrawal(database, first.actor, small.id, {})).toEqual({ status: "completed" });

      const big = await pendingWithdrawal(database, 501);
      expect(await approveWithdrawal(database, first.actor, big.id, {})).toEqual({ status: "awaiting_second" });
      expect((await withdrawalQueue(database, first.actor)).find((q) => q.id === big.id)).toMatchObject({ approved_by: [first.username], needs_two: true });
      expect(await balanceOf(database, memberHold(big.member.id))).toBe(50_100);
      await expect(approveWithdrawal(database, first.actor, big.id, {})).rejects.toMatchObject({ status: 409, body: { msg: th.backoffice.alreadyApproved } });
      expect(await approveWithdrawal(database, second.actor, big.id, { reference: "BBL-2" })).toEqual({ status: "completed" });
      expect(await balanceOf(database, memberHold(big.member.id))).toBe(0);
      expect((await auditRows(database, "withdrawal", big.id)).map((a) => [a.action, a.staff_id])).toEqual([
        ["withdrawal.approve_first", first.id],
        ["withdrawal.approve", second.id],
      ]);
    } finally {
      await database.execute(sql`DELETE FROM settings WHERE key = 'backoffice'`);
    }
  });
});
