import { execFileSync } from "node:child_process";
import { expect, test, type APIRequestContext } from "./fixtures";
import { freshPhone, registerViaApi } from "./members";
import { mockMode } from "./support";
import { violationsOf } from "./axe";
import { DEMO_STAFF } from "../server/db/seed-data";
import { codeAt, fromBase32, stepOf } from "../server/protection/totp-code";

/**
 * The back office in the browser against the embedded API: the demo owner signs in with a TOTP code, approves one
 * member's withdrawal and rejects another's with a reason, and credits a transfer that came after its deposit expired;
 * each member sees the outcome, and the audit log page the decisions.
 */
test.skip(mockMode, "the back office runs on the embedded API only");

const simulate = (...args: string[]) => execFileSync("npm", ["run", "--silent", "simulate", "--", ...args], { env: process.env, encoding: "utf8" });

/** A new member (in their own request context) with 300 baht deposited and a pending withdrawal of `baht`. */
async function memberWithdrawing(request: APIRequestContext, phone: string, baseURL: string, baht: number) {
  await registerViaApi(request, phone);
  expect((await request.post("/api/requests/deposit/prepare", { data: { amount: 300, promotion_id: null, ip: "" } })).ok()).toBe(true);
  simulate("transfer", phone, "--base", baseURL);
  await expect
    .poll(async () => Number(((await (await request.get("/api/customers/profile")).json()) as { data: { ufabet_credit: string } }).data.ufabet_credit))
    .toBeGreaterThan(299);
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
  await page.getByLabel("รหัสยืนยันตัวตน").fill(codeAt(fromBase32(DEMO_STAFF.totpSecret), stepOf(new Date())));
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
  await expect(dialog.getByTestId("decision-error")).toHaveText("กรุณาระบุเหตุผล"); // no reason, nothing decided
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
