import { execFileSync } from "node:child_process";
import { expect, test, type APIRequestContext } from "./fixtures";
import { freshPhone, registerViaApi } from "./members";
import { mockMode } from "./support";
import { violationsOf } from "./axe";
import { DEMO_STAFF } from "../server/db/seed-data";
import { codeAt, fromBase32, stepOf } from "../server/protection/totp-code";
import { signInAsOwner, unusedCode } from "./staff";
import { marketingSteps, supportSteps } from "./backoffice-steps";
import { formatPhone } from "../lib/format";

/**
 * The back office in the browser against the embedded API, as its staff use it. The demo owner signs in with a TOTP
 * code, approves one member's withdrawal and rejects another's with a reason, and credits a transfer that came after
 * its deposit expired. The owner then creates finance, support and marketing accounts, each set up from its one-time
 * link: two finance users approve a large withdrawal, support and marketing do their work (e2e/backoffice-steps.ts),
 * and the audit log names each actor. Last, the owner's payout rules pay a withdrawal with nobody acting.
 */
test.skip(mockMode, "the back office runs on the embedded API only");

const SELF_EXCLUSION_FINAL = "การพักการเล่นที่สมาชิกขอเอง (self-exclusion) ยกเลิกจากหลังบ้านไม่ได้ ไม่ว่าบทบาทใด จะสิ้นสุดเมื่อครบกำหนดเท่านั้น";

const simulate = (...args: string[]) => execFileSync("npm", ["run", "--silent", "simulate", "--", ...args], { env: process.env, encoding: "utf8" });

/** A new member (in their own request context) with `deposit` baht deposited and a pending withdrawal of `baht`. */
async function memberWithdrawing(request: APIRequestContext, phone: string, baseURL: string, baht: number, deposit = 300, accountNumber?: string) {
  await registerViaApi(request, phone, undefined, { accountNumber });
  expect((await request.post("/api/requests/deposit/prepare", { data: { amount: deposit, promotion_id: null, ip: "" } })).ok()).toBe(true);
  simulate("transfer", phone, "--base", baseURL);
  await expect
    .poll(async () => Number(((await (await request.get("/api/customers/profile")).json()) as { data: { ufabet_credit: string } }).data.ufabet_credit))
    .toBeGreaterThan(deposit - 1);
  const res = await request.post("/api/requests/withdraw", { data: { phone, amount: baht } });
  const json = (await res.json()) as { success: boolean; id: number };
  expect(json.success).toBe(true);
  return json.id;
}

/**
 * A new member whose 200-baht bank deposit expired before the money came: its deposit's id and exact amount, and the
 * member's credit before the late transfer (the statement line then waits for the back office).
 */
async function lateTransfer(request: APIRequestContext, phone: string, baseURL: string) {
  await registerViaApi(request, phone);
  const prepared = (await (await request.post("/api/requests/deposit/prepare", { data: { amount: 200, promotion_id: null, ip: "" } })).json()) as {
    data: { id: number; amount: number | string };
  };
  simulate("expire", phone, "--base", baseURL);
  // The scheduler's next tick expires it; the history then says so.
  await expect
    .poll(async () => ((await (await request.get("/api/customers/history?tab=2")).json()) as { data: { id: number; status: string }[] }).data[0]?.status, { timeout: 15_000 })
    .toBe("expired");
  const amount = Number(prepared.data.amount);
  simulate("transfer", phone, amount.toFixed(2), "--base", baseURL);
  return { depositId: prepared.data.id, amount };
}

const creditOf = async (request: APIRequestContext) =>
  Number(((await (await request.get("/api/customers/profile")).json()) as { data: { ufabet_credit: string } }).data.ufabet_credit);

async function withdrawalOf(request: APIRequestContext, id: number) {
  const { data } = (await (await request.get("/api/customers/history?tab=2")).json()) as { data: { id: number; status: string; note: string | null }[] };
  return data.find((r) => r.id === id);
}

test("the owner signs in with TOTP, approves one withdrawal, rejects another, credits a late transfer; the members see the outcomes, the audit log the decisions", async ({ page, playwright, baseURL }, info) => {
  test.setTimeout(120_000);
  const members = await Promise.all([0, 1].map(() => playwright.request.newContext({ baseURL, ignoreHTTPSErrors: true })));
  const [paid, refused] = [members[0]!, members[1]!];
  const paidId = await memberWithdrawing(paid, freshPhone(60, info.project.name), baseURL!, 120);
  const refusedId = await memberWithdrawing(refused, freshPhone(61, info.project.name), baseURL!, 80);
  const lateMember = await playwright.request.newContext({ baseURL, ignoreHTTPSErrors: true });
  members.push(lateMember);
  const late = await lateTransfer(lateMember, freshPhone(62, info.project.name), baseURL!);

  // What axe finds (WCAG 2.2 A/AA) on each page and dialog of the back office, as on the member site's.
  const violations: string[] = [];
  const scan = async (what: string) => violations.push(...(await violationsOf(page)).map((v) => `${what}: ${v}`));
  // A page's title follows its content after a client navigation (Next streams the metadata); axe reads it.
  const titled = (title: string) => expect(page).toHaveTitle(`${title} | GOLDMOON หลังบ้าน`);

  await page.goto("/backoffice");
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await scan("sign-in");
  await page.getByLabel("ชื่อผู้ใช้").fill(DEMO_STAFF.username);
  await page.getByLabel("รหัสผ่าน").fill(DEMO_STAFF.password);
  await page.getByLabel("รหัสยืนยันตัวตน").fill("000000");
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await expect(page.getByTestId("staff-sign-in-error")).toHaveText("ชื่อผู้ใช้ รหัสผ่าน หรือรหัสยืนยันตัวตนไม่ถูกต้อง");
  await page.getByLabel("รหัสยืนยันตัวตน").fill(await unusedCode(DEMO_STAFF.totpSecret, DEMO_STAFF.username));
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await expect(page).toHaveURL(/\/backoffice$/);
  await expect(page.getByTestId("staff-who")).toHaveText(/owner\s*เจ้าของ/);

  const paidRow = page.getByTestId(`withdrawal-${paidId}`);
  await expect(paidRow).toContainText("120.00");
  await titled("รายการถอนรออนุมัติ");
  await scan("the queue");
  await paidRow.getByRole("button", { name: "อนุมัติ", exact: true }).click();
  const dialog = page.getByTestId("decision-dialog");
  await expect(dialog).toBeVisible();
  await scan("the approve dialog");
  await dialog.getByLabel("เลขอ้างอิงการโอน (ถ้ามี)").fill("KBANK-E2E-1");
  await dialog.getByRole("button", { name: "ยืนยันอนุมัติ" }).click();
  await expect(page.getByText(`อนุมัติรายการ #${paidId} แล้ว`)).toBeVisible();
  await expect(paidRow).toHaveCount(0);

  const refusedRow = page.getByTestId(`withdrawal-${refusedId}`);
  await refusedRow.getByRole("button", { name: "ไม่อนุมัติ" }).click();
  await dialog.getByRole("button", { name: "ยืนยันไม่อนุมัติ" }).click();
  await expect(dialog.getByTestId("decision-dialog-error")).toHaveText("กรุณาระบุเหตุผล"); // no reason, nothing decided
  await dialog.getByLabel("เหตุผล (สมาชิกจะเห็นข้อความนี้)").fill("ชื่อบัญชีไม่ตรงกับผู้สมัคร");
  await dialog.getByRole("button", { name: "ยืนยันไม่อนุมัติ" }).click();
  await expect(refusedRow).toHaveCount(0);

  expect(await withdrawalOf(paid, paidId)).toMatchObject({ status: "completed" });
  expect(await withdrawalOf(refused, refusedId)).toMatchObject({ status: "rejected", note: "ชื่อบัญชีไม่ตรงกับผู้สมัคร" });

  // The late transfer waits among the unmatched lines beside its expired deposit; matched, it becomes the member's credit.
  await page.getByRole("link", { name: "ยอดเงินรอตรวจสอบ" }).click();
  const lateRow = page.getByTestId("review-queue").getByRole("row").filter({ hasText: `#${late.depositId} ` });
  await expect(lateRow).toContainText(late.amount.toFixed(2));
  await expect(lateRow).toContainText("หมดเวลา");
  await titled("ยอดเงินเข้าที่ยังไม่ได้จับคู่");
  await scan("the unmatched lines");
  await lateRow.getByRole("button", { name: "จับคู่" }).click();
  await page.getByTestId("resolve-dialog").getByRole("button", { name: "ยืนยันจับคู่และเติมเครดิต" }).click();
  await expect(lateRow).toHaveCount(0);
  expect(await creditOf(lateMember)).toBeCloseTo(late.amount, 2);

  // Both decisions are in the audit log, with who made them and the reason given.
  await page.getByRole("link", { name: "บันทึกการทำงาน" }).click();
  await expect(page).toHaveURL(/\/backoffice\/audit$/);
  await page.getByLabel("การทำรายการ").selectOption("withdrawal.");
  await page.getByRole("button", { name: "ค้นหา" }).click();
  const rows = page.getByTestId("audit-row");
  await expect(rows.filter({ hasText: `withdrawal #${refusedId}` })).toContainText(["ไม่อนุมัติถอน"]);
  await expect(rows.filter({ hasText: `withdrawal #${refusedId}` })).toContainText("ชื่อบัญชีไม่ตรงกับผู้สมัคร");
  await expect(rows.filter({ hasText: `withdrawal #${paidId}` })).toContainText("KBANK-E2E-1");
  await expect(rows.first()).toContainText("owner");
  await expect(page.getByRole("link", { name: "ส่งออก CSV" })).toHaveAttribute("href", "/api/backoffice/audit/export?action=withdrawal.");
  await titled("บันทึกการทำงานของเจ้าหน้าที่");
  await scan("the audit log");
  expect(violations).toEqual([]);

  await page.getByRole("button", { name: "ออกจากระบบ" }).click();
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await page.goto("/backoffice");
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  for (const m of members) await m.dispose();
});

test("the owner creates finance, support and marketing accounts; each sets itself up from its link; a large withdrawal needs two finance users; support and marketing do their work; the audit log names each actor", async ({
  page,
  browser,
  playwright,
  baseURL,
}, info) => {
  test.setTimeout(240_000);
  const member = await playwright.request.newContext({ baseURL, ignoreHTTPSErrors: true });
  const bigPhone = freshPhone(63, info.project.name);
  const bigId = await memberWithdrawing(member, bigPhone, baseURL!, 21_000, 25_000);

  await signInAsOwner(page);
  await page.getByRole("link", { name: "เจ้าหน้าที่" }).click();
  await expect(page).toHaveTitle("บัญชีเจ้าหน้าที่ | GOLDMOON หลังบ้าน");
  await expect(page.getByTestId("staff-owner")).toContainText("คุณ");
  const violations = (await violationsOf(page)).map((v) => `the staff page: ${v}`);
  const scan = async (on: typeof page, what: string) => {
    violations.push(...(await violationsOf(on)).map((v) => `${what}: ${v}`));
  };

  /** Creates an account on the page and answers its setup link, shown once. */
  const create = async (username: string, role: string) => {
    await page.getByLabel("ชื่อผู้ใช้").fill(username);
    await page.getByLabel("บทบาท").selectOption({ label: role });
    await page.getByRole("button", { name: "สร้างบัญชี" }).click();
    const dialog = page.getByTestId("setup-link-dialog");
    const link = await dialog.getByTestId("setup-link").inputValue();
    expect(link).toMatch(/\/backoffice\/setup#[\w-]{43}$/);
    if (violations.length === 0) await scan(page, "the setup link dialog");
    await dialog.getByRole("button", { name: "เสร็จสิ้น" }).click();
    await expect(page.getByTestId(`staff-${username}`)).toContainText("รอตั้งค่า");
    return link;
  };
  await page.getByLabel("ชื่อผู้ใช้").fill("no spaces");
  await page.getByRole("button", { name: "สร้างบัญชี" }).click();
  await expect(page.getByTestId("staff-add-error")).toHaveText("ชื่อผู้ใช้ 3-32 ตัว ใช้ได้เฉพาะ a-z, 0-9, จุด ขีดล่าง และขีดกลาง");
  const links = {
    "fin.one": await create("fin.one", "การเงิน"),
    "fin.two": await create("fin.two", "การเงิน"),
    "sup.one": await create("sup.one", "บริการสมาชิก"),
    "mkt.one": await create("mkt.one", "การตลาด"),
  };

  /** Each person opens their link in their own browser, scans the secret, chooses a password and is signed in. */
  const setUp = async (username: keyof typeof links) => {
    const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
    const own = await context.newPage();
    await own.goto(links[username]);
    await expect(own.getByTestId("setup-account")).toContainText(username);
    await expect(own).toHaveURL(/\/backoffice\/setup$/); // the code has left the address bar
    if (username === "fin.one") await scan(own, "the setup page");
    const secret = (await own.getByTestId("setup-secret").getAttribute("data-secret"))!;
    await own.getByLabel("รหัสผ่านใหม่ (อย่างน้อย 12 ตัวอักษร)").fill(`${username}-pass-2026`);
    await own.getByLabel("ยืนยันรหัสผ่าน").fill(`${username}-pass-2026`);
    await own.getByLabel("ตัวเลข 6 หลักจากแอป").fill(codeAt(fromBase32(secret), stepOf(new Date())));
    await own.getByRole("button", { name: "ตั้งค่าและเข้าสู่ระบบ" }).click();
    await expect(own.getByTestId("staff-who")).toContainText(username);
    return { context, page: own };
  };
  const finOne = await setUp("fin.one");
  const finTwo = await setUp("fin.two");
  const supOne = await setUp("sup.one");
  const mktOne = await setUp("mkt.one");
  // A link works once.
  const again = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  const reused = await again.newPage();
  await reused.goto(links["fin.one"]);
  await expect(reused.getByTestId("setup-error")).toContainText("ลิงก์ตั้งค่าบัญชีนี้ใช้ไม่ได้");
  await again.close();

  await page.reload();
  for (const username of Object.keys(links)) await expect(page.getByTestId(`staff-${username}`)).toContainText("ใช้งานอยู่");
  // Support reads no money queue and no staff list: the API refuses, whatever the page shows.
  expect((await supOne.page.request.get("/api/backoffice/withdrawals")).status()).toBe(403);
  expect((await supOne.page.request.get("/api/backoffice/staff")).status()).toBe(403);

  // Above the four-eyes threshold, the first finance approval waits and the same person cannot approve twice.
  const row = (p: typeof page) => p.getByTestId(`withdrawal-${bigId}`);
  await expect(row(finOne.page)).toContainText("ต้องอนุมัติ 2 คน");
  await row(finOne.page).getByRole("button", { name: "อนุมัติ", exact: true }).click();
  await finOne.page.getByTestId("decision-dialog").getByRole("button", { name: "ยืนยันอนุมัติ" }).click();
  await expect(finOne.page.getByText(`บันทึกการอนุมัติรายการ #${bigId} แล้ว รอเจ้าหน้าที่อีกคน`)).toBeVisible();
  await expect(row(finOne.page)).toContainText("อนุมัติแล้ว: fin.one");
  expect(await withdrawalOf(member, bigId)).toMatchObject({ status: "pending" });
  await finTwo.page.reload();
  await row(finTwo.page).getByRole("button", { name: "อนุมัติ", exact: true }).click();
  await finTwo.page.getByTestId("decision-dialog").getByLabel("เลขอ้างอิงการโอน (ถ้ามี)").fill("SCB-E2E-2");
  await finTwo.page.getByTestId("decision-dialog").getByRole("button", { name: "ยืนยันอนุมัติ" }).click();
  await expect(row(finTwo.page)).toHaveCount(0);
  expect(await withdrawalOf(member, bigId)).toMatchObject({ status: "completed" });

  // A goodwill credit above the same threshold: fin.one asks, it waits; fin.two approves and it is posted once.
  const creditBefore = await creditOf(member);
  await finOne.page.getByRole("link", { name: "ปรับเครดิต", exact: true }).click();
  await expect(finOne.page).toHaveTitle("ปรับเครดิตสมาชิก | GOLDMOON หลังบ้าน");
  const form = finOne.page.getByTestId("adjustment-form");
  await form.getByLabel("เบอร์โทรสมาชิก").fill(formatPhone(bigPhone));
  await form.getByLabel("จำนวน (บาท)").fill("20500.50");
  await form.getByLabel("เหตุผล (สมาชิกจะเห็นข้อความนี้)").fill("ชดเชยเกมค้างระหว่างปรับปรุงระบบ");
  await form.getByRole("button", { name: "บันทึกการปรับเครดิต" }).click();
  const adjustment = finOne.page.getByTestId("adjustment-list").getByRole("row").filter({ hasText: formatPhone(bigPhone) });
  await expect(adjustment).toContainText("รออนุมัติ");
  await expect(adjustment).toContainText("+20,500.50");
  await expect(adjustment).toContainText("รอเจ้าหน้าที่อีกคนอนุมัติ"); // never one's own
  await scan(finOne.page, "the credit adjustments");
  expect(await creditOf(member)).toBeCloseTo(creditBefore, 2);
  await finTwo.page.getByRole("link", { name: "ปรับเครดิต", exact: true }).click();
  const pending = finTwo.page.getByTestId("adjustment-list").getByRole("row").filter({ hasText: formatPhone(bigPhone) });
  await pending.getByRole("button", { name: "อนุมัติ", exact: true }).click();
  await finTwo.page.getByRole("button", { name: "ยืนยันอนุมัติ" }).click();
  await expect(pending).toContainText("ลงบัญชีแล้ว");
  expect(await creditOf(member)).toBeCloseTo(creditBefore + 20_500.5, 2);
  const { data: profile } = (await (await member.get("/api/customers/profile")).json()) as { data: { events: { type: string; message?: string }[] } };
  expect(profile.events.filter((e) => e.type === "notification").map((e) => e.message)).toContain(
    "ทีมงานปรับเพิ่มเครดิตให้คุณ 20,500.50 บาท เหตุผล: ชดเชยเกมค้างระหว่างปรับปรุงระบบ",
  );

  // Support: a self-excluded member found by phone, sessions ended, a note; the exclusion cannot be lifted, not even by
  // the owner's direct call.
  const supported = await supportSteps(supOne.page, browser, baseURL!, info.project.name, scan);
  const lift = await page.request.post(`/api/backoffice/members/${supported.memberId}/lift-timeout`, {
    data: { reason: "สมาชิกขอให้ยกเลิก" },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect([lift.status(), ((await lift.json()) as { msg: string }).msg]).toEqual([403, SELF_EXCLUSION_FINAL]);
  // Marketing: a promotion and a banner that visitors and members then see.
  const content = await marketingSteps(mktOne.page, browser, baseURL!, info.project.name, scan);

  // The audit log names each step's actor.
  await page.goto("/backoffice/audit");
  const rows = page.getByTestId("audit-row");
  const byStaff = async (username: string) => {
    await page.getByLabel("ชื่อผู้ใช้เจ้าหน้าที่").fill(username);
    await page.getByRole("button", { name: "ค้นหา" }).click();
    await expect(rows.first()).toContainText(username);
  };
  await byStaff("fin.two");
  await expect(rows.filter({ hasText: `withdrawal #${bigId}` })).toContainText("SCB-E2E-2");
  await expect(rows.filter({ hasText: "ตั้งค่าบัญชีครั้งแรก" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "อนุมัติการปรับเครดิต" })).toHaveCount(1);
  await byStaff("fin.one");
  await expect(rows.filter({ hasText: `withdrawal #${bigId}` })).toContainText("อนุมัติ (คนแรก)");
  await expect(rows.filter({ hasText: "ขอปรับเครดิต (รออนุมัติ)" })).toContainText("ชดเชยเกมค้างระหว่างปรับปรุงระบบ");
  await byStaff("sup.one");
  const supportRows = rows.filter({ hasText: `member #${supported.memberId}` });
  await expect(supportRows.filter({ hasText: "ปิดทุกเซสชันสมาชิก" })).toHaveCount(1);
  await expect(supportRows.filter({ hasText: "บันทึกภายในของสมาชิก" })).toContainText(supported.note);
  await expect(supportRows).toHaveCount(2); // nothing of the refused lift
  await byStaff("mkt.one");
  await expect(rows.filter({ hasText: "เพิ่มโปรโมชั่น" })).toContainText(content.promoName);
  await expect(rows.filter({ hasText: "เพิ่มแบนเนอร์" })).toContainText(content.bannerTitle);
  expect(violations).toEqual([]);
  for (const c of [finOne.context, finTwo.context, supOne.context, mktOne.context]) await c.close();
  await member.dispose();
});

test("with the owner's rules on, a withdrawal inside them is paid by the demo payout provider with nobody acting; one outside waits for finance; a failed payout returns the credit", async ({
  page,
  playwright,
  baseURL,
}, info) => {
  test.setTimeout(150_000);
  await signInAsOwner(page);
  await page.getByRole("link", { name: "โอนอัตโนมัติ" }).click();
  await expect(page).toHaveTitle("โอนเงินอัตโนมัติ | GOLDMOON หลังบ้าน");
  const rules = page.getByTestId("payout-rules");
  await expect(rules).toContainText("ผู้ให้บริการโอนเงิน: demo");
  expect(await violationsOf(page)).toEqual([]);
  await rules.getByLabel("ยอดสูงสุดต่อรายการ (บาท)").fill("100001");
  await rules.getByRole("button", { name: "บันทึกเกณฑ์" }).click();
  await expect(page.getByTestId("payout-rules-error")).toHaveText("กรอกจำนวนเงินเป็นบาท ไม่เกิน 100,000");
  await rules.getByLabel("เปิดการโอนเงินอัตโนมัติ").check();
  await rules.getByLabel("ยอดสูงสุดต่อรายการ (บาท)").fill("1000");
  await rules.getByRole("button", { name: "บันทึกเกณฑ์" }).click();
  await expect(page.getByText("บันทึกเกณฑ์การโอนอัตโนมัติแล้ว")).toBeVisible();

  const contexts = await Promise.all([0, 1, 2].map(() => playwright.request.newContext({ baseURL, ignoreHTTPSErrors: true })));
  const [paid, large, closed] = [contexts[0]!, contexts[1]!, contexts[2]!];
  try {
    const paidPhone = freshPhone(64, info.project.name);
    const paidId = await memberWithdrawing(paid, paidPhone, baseURL!, 150);
    const largeId = await memberWithdrawing(large, freshPhone(65, info.project.name), baseURL!, 1500, 2000);
    const closedPhone = freshPhone(66, info.project.name);
    const closedId = await memberWithdrawing(closed, closedPhone, baseURL!, 120, 300, `9${closedPhone.slice(4)}0000`);

    // Within a minute, with nobody in the back office acting: paid, and the member's history says so.
    await expect.poll(async () => (await withdrawalOf(paid, paidId))?.status, { timeout: 60_000, intervals: [1_000] }).toBe("completed");
    // The demo bank refuses the closed account: the withdrawal is rejected with why, and the credit is back.
    await expect.poll(async () => (await withdrawalOf(closed, closedId))?.status, { timeout: 60_000, intervals: [1_000] }).toBe("rejected");
    expect(await withdrawalOf(closed, closedId)).toMatchObject({ note: "โอนเงินอัตโนมัติไม่สำเร็จ: บัญชีปลายทางถูกปิด" });
    expect(await creditOf(closed)).toBeGreaterThan(299);

    // Above the owner's ceiling it waits for finance, who see why.
    await page.getByRole("link", { name: "รายการถอน" }).click();
    await expect(page.getByTestId(`withdrawal-${largeId}`)).toContainText("รอตรวจสอบ: ยอดเกินที่โอนอัตโนมัติได้ต่อครั้ง");
    expect(await withdrawalOf(large, largeId)).toMatchObject({ status: "pending" });
    await expect(page.getByTestId(`withdrawal-${paidId}`)).toHaveCount(0);
  } finally {
    // The other specs' withdrawals wait for finance, as they expect.
    const off = await page.request.post("/api/backoffice/payout-rules", { data: { auto: false, max: 5000, daily_max: 50000 }, headers: { origin: new URL(baseURL!).origin } });
    expect(off.ok()).toBe(true);
    for (const c of contexts) await c.dispose();
  }
});
