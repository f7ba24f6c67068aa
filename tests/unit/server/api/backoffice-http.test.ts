// @vitest-environment node
import "../memory-db";
import { setupDatabase } from "../use-database";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DB } from "@/server/db/types";
import { handleBackoffice } from "@/server/api/backoffice";
import { createStaff } from "@/server/backoffice/staff";
import { audit } from "@/server/backoffice/audit";
import { th } from "@/lib/i18n/th";
import { freshCode, pendingWithdrawal } from "../backoffice/helpers";

let database: DB;
setupDatabase((d) => {
  database = d;
});

const SITE = "http://127.0.0.1:3000";

function call(path: string, opts: { method?: string; body?: unknown; cookie?: string; origin?: string | null; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": "198.51.100.50", ...opts.headers };
  if (opts.origin !== null) headers.origin = opts.origin ?? SITE;
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  return handleBackoffice(
    new Request(SITE + path, { method: opts.method ?? (opts.body === undefined ? "GET" : "POST"), headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) }),
  );
}

/** A staff account signed in through the API: the cookie header to send back. */
async function signedIn(role: "finance" | "support" | "owner", name: string) {
  const s = await createStaff(database, null, { username: name, password: "Staff-pass-1234", role });
  const res = await call("/api/backoffice/sign-in", { body: { username: name, password: "Staff-pass-1234", code: freshCode(s.secret) } });
  expect(res.status).toBe(200);
  const set = res.headers.get("set-cookie")!;
  return { set, cookie: set.split(";")[0]!, secret: s.secret };
}

describe("the back office's API", () => {
  it("puts the staff session token in an HttpOnly, SameSite=Strict cookie of its own, never in the body", async () => {
    const { set } = await signedIn("finance", "http.finance");
    expect(set).toMatch(/^gm_staff=[\w-]{43}; Path=\/; Max-Age=\d+; SameSite=Strict; HttpOnly/);
    const s = await createStaff(database, null, { username: "http.body", password: "Staff-pass-1234", role: "support" });
    const res = await call("/api/backoffice/sign-in", { body: { username: "http.body", password: "Staff-pass-1234", code: freshCode(s.secret) } });
    expect(await res.json()).toEqual({ username: "http.body", role: "support" });
  });

  it("answers a wrong sign-in, a malformed one and a cross-site one in Thai", async () => {
    const wrong = await call("/api/backoffice/sign-in", { body: { username: "nobody", password: "x", code: "123456" } });
    expect([wrong.status, await wrong.json()]).toEqual([401, { message: th.backoffice.signInFailed }]);
    const malformed = await call("/api/backoffice/sign-in", { body: { username: "", password: "x", code: "12ab" } });
    expect(malformed.status).toBe(422);
    expect((await malformed.json()).errors).toMatchObject({ username: [th.backoffice.usernameRequired], code: [th.backoffice.codeFormat] });
    for (const origin of ["https://evil.example", null]) {
      const res = await call("/api/backoffice/sign-in", { origin, body: { username: "nobody", password: "x", code: "123456" } });
      expect(res.status).toBe(403);
    }
  });

  it("opens only with the staff cookie: a member's cookie or bearer token gets 401 and no answer", async () => {
    const w = await pendingWithdrawal(database, 100);
    const tries: Record<string, string>[] = [{ cookie: `jwt=${w.member.token}` }, { authorization: `Bearer ${w.member.token}` }, {}];
    for (const headers of tries) {
      const res = await call("/api/backoffice/withdrawals", { headers });
      expect([res.status, await res.json()]).toEqual([401, { message: th.backoffice.sessionEnded }]);
      expect(res.headers.get("set-cookie")).toMatch(/^gm_staff=; .*Max-Age=0/);
    }
  });

  it("lets finance see the queue in baht and approve from the site's pages only; support is refused", async () => {
    const finance = await signedIn("finance", "http.finance2");
    const me = await call("/api/backoffice/me", { cookie: finance.cookie });
    expect(await me.json()).toEqual({ username: "http.finance2", role: "finance", permissions: ["withdrawals.read", "withdrawals.decide", "reviews.read", "reviews.resolve", "members.read"] });
    const w = await pendingWithdrawal(database, 321.5);
    const queue = await (await call("/api/backoffice/withdrawals", { cookie: finance.cookie })).json();
    expect(queue.data.find((q: { id: number }) => q.id === w.id)).toMatchObject({ amount: 321.5, phone: w.member.phone, needs_two: false, approved_by: [] });

    const crossSite = await call(`/api/backoffice/withdrawals/${w.id}/approve`, { cookie: finance.cookie, origin: "https://evil.example", body: {} });
    expect(crossSite.status).toBe(403);
    const approved = await call(`/api/backoffice/withdrawals/${w.id}/approve`, { cookie: finance.cookie, body: { reference: "KTB-55" } });
    expect([approved.status, await approved.json()]).toEqual([200, { status: "completed" }]);
    const again = await call(`/api/backoffice/withdrawals/${w.id}/approve`, { cookie: finance.cookie, body: {} });
    expect([again.status, (await again.json()).msg]).toEqual([409, th.backoffice.notPending]);

    const support = await signedIn("support", "http.support");
    const refused = await call("/api/backoffice/withdrawals", { cookie: support.cookie });
    expect([refused.status, await refused.json()]).toEqual([403, { message: th.backoffice.forbidden }]);
  });

  it("refuses a rejection without a reason (422 on the field) and takes one with it", async () => {
    const finance = await signedIn("finance", "http.finance3");
    const w = await pendingWithdrawal(database, 80);
    const empty = await call(`/api/backoffice/withdrawals/${w.id}/reject`, { cookie: finance.cookie, body: { reason: "  " } });
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors).toEqual({ reason: [th.backoffice.reasonRequired] });
    const ok = await call(`/api/backoffice/withdrawals/${w.id}/reject`, { cookie: finance.cookie, body: { reason: "บัญชีไม่ตรง" } });
    expect(await ok.json()).toEqual({ status: "rejected" });
  });

  it("ends the session at sign-out, clearing the cookie", async () => {
    const owner = await signedIn("owner", "http.owner");
    const out = await call("/api/backoffice/sign-out", { cookie: owner.cookie, body: {} });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^gm_staff=; .*Max-Age=0/);
    expect((await call("/api/backoffice/me", { cookie: owner.cookie })).status).toBe(401);
  });

  it("lists the audit log for the owner, filtered and paged, and exports it as CSV; finance may not read it", async () => {
    const owner = await signedIn("owner", "http.auditor");
    const finance = await signedIn("finance", "http.finance4");
    const w = await pendingWithdrawal(database, 60);
    await call(`/api/backoffice/withdrawals/${w.id}/reject`, { cookie: finance.cookie, body: { reason: "=HYPERLINK(\"x\")" } });

    const page = await (await call("/api/backoffice/audit?action=withdrawal.", { cookie: owner.cookie })).json();
    expect(page.data[0]).toMatchObject({ staff: "http.finance4", role: "finance", action: "withdrawal.reject", target_id: String(w.id), ip: "198.51.100.50" });
    expect(page.data.every((r: { action: string }) => r.action.startsWith("withdrawal."))).toBe(true);
    const byStaff = await (await call("/api/backoffice/audit?staff=HTTP.FINANCE4", { cookie: owner.cookie })).json();
    // The account itself was made from the shell: that row has no staff member.
    expect(byStaff.data.map((r: { action: string }) => r.action)).toEqual(["withdrawal.reject", "staff.sign_in"]);
    for (let i = 0; i < 55; i++) await audit(database, null, { action: "test.paging", targetType: "test", targetId: i });
    const first = await (await call("/api/backoffice/audit?action=test.paging", { cookie: owner.cookie })).json();
    expect([first.data.length, first.data[0].target_id]).toEqual([50, "54"]);
    const second = await (await call(`/api/backoffice/audit?action=test.paging&cursor=${first.next_cursor}`, { cookie: owner.cookie })).json();
    expect([second.data.map((r: { target_id: string }) => r.target_id), second.next_cursor]).toEqual([["4", "3", "2", "1", "0"], null]);

    const csv = await call("/api/backoffice/audit/export?action=withdrawal.reject", { cookie: owner.cookie });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a BOM, so spreadsheets read the Thai as UTF-8
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("id,at,staff,role,action,target,before,after,reason,ip\r\n")).toBe(true);
    expect(text).toContain(`withdrawal:${w.id}`);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`); // a formula is defused for spreadsheets
    expect((await call("/api/backoffice/audit", { cookie: finance.cookie })).status).toBe(403);
    expect((await call("/api/backoffice/audit/export", { cookie: finance.cookie })).status).toBe(403);
    expect((await call("/api/backoffice/audit/export")).status).toBe(401);
  });

  it("lets support find a member, read their page in baht, end their sessions and add a note; a self-exclusion is refused", async () => {
    const support = await signedIn("support", "http.support.members");
    const { member } = await pendingWithdrawal(database, 150);
    const found = await (await call(`/api/backoffice/members?q=${encodeURIComponent(`${member.phone.slice(0, 3)} ${member.phone.slice(3)}`)}`, { cookie: support.cookie })).json();
    expect(found.data.map((m: { id: number }) => m.id)).toEqual([member.id]);
    const empty = await call("/api/backoffice/members?q=", { cookie: support.cookie });
    expect([empty.status, (await empty.json()).errors]).toEqual([422, { q: [th.backoffice.searchEmpty] }]);
    const page = await call(`/api/backoffice/members/${member.id}`, { cookie: support.cookie });
    expect(page.status).toBe(200);
    const detail = await page.json();
    expect(detail).toMatchObject({ profile: { id: member.id, phone: member.phone }, hold: 150, exclusion: null });
    expect(detail.requests.data[0]).toMatchObject({ type: "withdraw", status: "pending", amount: 150 });
    const history = await (await call(`/api/backoffice/members/${member.id}/history?kind=ledger`, { cookie: support.cookie })).json();
    expect(history.data.length).toBeGreaterThan(0);
    expect((await call(`/api/backoffice/members/${member.id}/sessions/end`, { cookie: support.cookie, body: {} })).status).toBe(200);
    const note = await call(`/api/backoffice/members/${member.id}/notes`, { cookie: support.cookie, body: { body: "ทดสอบบันทึก" } });
    expect(note.status).toBe(200);
    const noReason = await call(`/api/backoffice/members/${member.id}/suspend`, { cookie: support.cookie, body: { reason: "" } });
    expect([noReason.status, (await noReason.json()).errors]).toEqual([422, { reason: [th.backoffice.reasonRequired] }]);
    await database.execute(sql`
      INSERT INTO exclusions (member_id, kind, period, starts_at, ends_at) VALUES (${member.id}, 'self_exclusion', '6m', now(), now() + interval '180 days')`);
    const lift = await call(`/api/backoffice/members/${member.id}/lift-timeout`, { cookie: support.cookie, body: { reason: "สมาชิกขอ" } });
    expect([lift.status, (await lift.json()).msg]).toEqual([403, th.backoffice.selfExclusionFinal]);
  });

  it("answers an unknown path 404 and a wrong method 405 with Allow", async () => {
    expect((await call("/api/backoffice/nothing")).status).toBe(404);
    const wrong = await call("/api/backoffice/me", { method: "DELETE" });
    expect([wrong.status, wrong.headers.get("allow")]).toEqual([405, "GET"]);
  });
});
