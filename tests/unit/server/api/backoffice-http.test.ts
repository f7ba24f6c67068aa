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
import { serveMedia } from "@/server/api/media";

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
async function signedIn(role: "finance" | "support" | "owner" | "marketing", name: string) {
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
    expect(await me.json()).toEqual({
      username: "http.finance2",
      role: "finance",
      permissions: [
        "withdrawals.read",
        "withdrawals.decide",
        "reviews.read",
        "reviews.resolve",
        "reports.read",
        "members.read",
        "adjustments.read",
        "adjustments.request",
        "adjustments.decide",
      ],
    });
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

  it("lets an owner create an account whose person sets it up from the link and is signed in by it", async () => {
    const owner = await signedIn("owner", "http.owner2");
    const bad = await call("/api/backoffice/staff", { cookie: owner.cookie, body: { username: "no spaces", role: "boss" } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toMatchObject({ username: [th.backoffice.usernameFormat] });
    const made = await call("/api/backoffice/staff", { cookie: owner.cookie, body: { username: "http.newbie", role: "finance" } });
    const { id, setup_code } = (await made.json()) as { id: number; setup_code: string };
    expect(setup_code).toMatch(/^[\w-]{43}$/);
    const taken = await call("/api/backoffice/staff", { cookie: owner.cookie, body: { username: "HTTP.NEWBIE", role: "support" } });
    expect([taken.status, (await taken.json()).errors]).toEqual([422, { username: [th.backoffice.usernameTaken] }]);

    const seen = (await (await call("/api/backoffice/setup/inspect", { body: { code: setup_code } })).json()) as { secret: string; otpauth_url: string };
    expect(seen).toMatchObject({ username: "http.newbie", role: "finance" });
    expect(seen.otpauth_url).toContain(`secret=${seen.secret}`);
    const short = await call("/api/backoffice/setup", { body: { code: setup_code, password: "short", totp_code: "12" } });
    expect((await short.json()).errors).toEqual({ password: [th.backoffice.staffPasswordLength], totp_code: [th.backoffice.codeFormat] });
    const done = await call("/api/backoffice/setup", { body: { code: setup_code, password: "Newbie-pass-2026", totp_code: freshCode(seen.secret) } });
    expect([done.status, await done.json()]).toEqual([200, { username: "http.newbie", role: "finance" }]);
    const cookie = done.headers.get("set-cookie")!.split(";")[0]!;
    expect((await (await call("/api/backoffice/me", { cookie })).json()).username).toBe("http.newbie");
    const list = (await (await call("/api/backoffice/staff", { cookie: owner.cookie })).json()) as { data: { id: number; state: string }[] };
    expect(list.data.find((r) => r.id === id)?.state).toBe("active");
    expect((await call("/api/backoffice/staff", { cookie })).status).toBe(403);
  });

  it("answers the dashboard in baht with its days, exports it as CSV, and refuses a bad period in Thai", async () => {
    const finance = await signedIn("finance", "http.finance5");
    const w = await pendingWithdrawal(database, 45.5);
    await call(`/api/backoffice/withdrawals/${w.id}/approve`, { cookie: finance.cookie, body: {} });
    const r = await call("/api/backoffice/reports", { cookie: finance.cookie });
    expect(r.status).toBe(200);
    const today = await r.json();
    expect(today.withdrawals).toBeGreaterThanOrEqual(45.5);
    expect(today.days).toEqual([{ day: today.from, deposits: today.deposits, withdrawals: today.withdrawals, net: today.net, bonuses: today.bonuses }]);
    expect(Object.keys(today).some((k) => k.endsWith("_satang"))).toBe(false);
    const bad = await call("/api/backoffice/reports?from=2026-13-01", { cookie: finance.cookie });
    expect([bad.status, (await bad.json()).errors]).toEqual([422, { from: [th.backoffice.periodDay] }]);
    const csv = await call(`/api/backoffice/reports/export?from=${today.from}`, { cookie: finance.cookie });
    expect((await csv.text()).split("\r\n")[0]).toBe("day,deposits,withdrawals,net,bonuses");
    const support = await signedIn("support", "http.support2");
    expect((await call("/api/backoffice/reports", { cookie: support.cookie })).status).toBe(403);
    expect((await call("/api/backoffice/reports/export", { cookie: support.cookie })).status).toBe(403);
  });

  it("lists risk flags with amounts in baht and closes one with a reason from the site's pages only", async () => {
    const { scanRisks } = await import("@/server/backoffice/risk");
    const { member } = await import("../wallet/helpers");
    const { sql } = await import("drizzle-orm");
    const a = await member(database);
    const b = await member(database);
    await database.execute(sql`UPDATE members SET name = 'Http Flag Name' WHERE id IN (${a.id}, ${b.id})`);
    await scanRisks(database);
    const owner = await signedIn("owner", "http.owner3");
    const list = await (await call("/api/backoffice/risk-flags", { cookie: owner.cookie })).json();
    const flag = list.data.find((f: { members: { id: number }[] }) => f.members.some((m) => m.id === a.id));
    expect(flag).toMatchObject({ kind: "shared_bank_name", members: [{ id: a.id, phone: a.phone }, { id: b.id, phone: b.phone }], closed_at: null });
    const noReason = await call(`/api/backoffice/risk-flags/${flag.id}/close`, { cookie: owner.cookie, body: { reason: " " } });
    expect([noReason.status, (await noReason.json()).errors]).toEqual([422, { reason: [th.backoffice.reasonRequired] }]);
    const crossSite = await call(`/api/backoffice/risk-flags/${flag.id}/close`, { cookie: owner.cookie, origin: "https://evil.example", body: { reason: "x" } });
    expect(crossSite.status).toBe(403);
    const closed = await call(`/api/backoffice/risk-flags/${flag.id}/close`, { cookie: owner.cookie, body: { reason: "ตรวจแล้ว เป็นคนละคน" } });
    expect(await closed.json()).toEqual({ status: "closed" });
    const history = await (await call("/api/backoffice/risk-flags?status=closed", { cookie: owner.cookie })).json();
    expect(history.data.find((f: { id: number }) => f.id === flag.id)).toMatchObject({ closed_by: "http.owner3", close_reason: "ตรวจแล้ว เป็นคนละคน" });
    const finance = await signedIn("finance", "http.finance6");
    expect((await call("/api/backoffice/risk-flags", { cookie: finance.cookie })).status).toBe(403);
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

  it("takes a picture as the raw body: PNG kept and served with its type, nosniff and a long cache; others refused in Thai", async () => {
    const marketing = await signedIn("marketing", "http.marketing");
    const png = new Uint8Array(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"));
    const upload = (bytes: Uint8Array<ArrayBuffer>, opts: { cookie?: string; origin?: string | null; type?: string } = {}) => {
      const headers: Record<string, string> = { "x-forwarded-for": "198.51.100.50", "content-type": opts.type ?? "image/png" };
      if (opts.origin !== null) headers.origin = opts.origin ?? SITE;
      if (opts.cookie) headers.cookie = opts.cookie;
      return handleBackoffice(new Request(`${SITE}/api/backoffice/media`, { method: "POST", headers, body: bytes }));
    };
    const ok = await upload(png, { cookie: marketing.cookie });
    const made = await ok.json();
    expect([ok.status, made]).toEqual([200, { path: expect.stringMatching(/^\/api\/media\/[0-9a-f]{64}\.png$/), content_type: "image/png", size: png.byteLength }]);
    const served = await serveMedia(made.path.split("/").at(-1));
    expect([served.status, served.headers.get("content-type"), served.headers.get("x-content-type-options")]).toEqual([200, "image/png", "nosniff"]);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    expect((await serveMedia("../../etc/passwd")).status).toBe(404);

    // An SVG, even sent as image/png, is not a picture here.
    const svg = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), { cookie: marketing.cookie });
    expect([svg.status, await svg.json()]).toEqual([422, { message: th.backoffice.imageType, errors: { file: [th.backoffice.imageType] } }]);
    const big = await upload(new Uint8Array(1024 * 1024 + 1), { cookie: marketing.cookie });
    expect([big.status, await big.json()]).toEqual([413, { message: th.backoffice.imageTooLarge(1) }]);
    expect((await upload(png, { cookie: marketing.cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await upload(png, { origin: SITE })).status).toBe(401);
    const finance = await signedIn("finance", "http.finance.media");
    expect((await upload(png, { cookie: finance.cookie })).status).toBe(403);

    // The banner made from it, and a banner refused per field in Thai.
    const banner = await call("/api/backoffice/banners", { cookie: marketing.cookie, body: { title: "โปรใหม่", image: made.path, link: "/promotion" } });
    expect(banner.status).toBe(200);
    const refused = await call("/api/backoffice/banners", { cookie: marketing.cookie, body: { title: "x", image: made.path, link: "javascript:alert(1)" } });
    expect([refused.status, (await refused.json()).errors]).toEqual([422, { link: [th.backoffice.linkRule] }]);
    const turnover = await call("/api/backoffice/promotions", {
      cookie: marketing.cookie,
      body: { name: "เทิร์นสูง", bonus_percent: 50, max_bonus: 500, min_deposit: 100, turnover: 25 },
    });
    expect([turnover.status, (await turnover.json()).errors]).toEqual([422, { turnover: [th.backoffice.promotionErrors.turnoverCap(10)] }]);
  });
});
