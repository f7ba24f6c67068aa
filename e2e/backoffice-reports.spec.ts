import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "./fixtures";
import { freshPhone, registerViaApi } from "./members";
import { mockMode } from "./support";
import { violationsOf } from "./axe";
import { signInAsOwner } from "./staff";

/**
 * The dashboard and the risk flags in the browser against the embedded API: the demo owner sees a deposit made here
 * in today's figures, then a flag the scheduler's risk scan raised for two new members with one bank account holder
 * name, closes it with a reason, and finds the closing in the audit log.
 */
test.skip(mockMode, "the back office runs on the embedded API only");

const simulate = (...args: string[]) => execFileSync("npm", ["run", "--silent", "simulate", "--", ...args], { env: process.env, encoding: "utf8" });
const titled = (page: Page, title: string) => expect(page).toHaveTitle(`${title} | GOLDMOON หลังบ้าน`);
/** 1,234.50 → 1234.5 */
const bahtOf = (text: string) => Number(text.replace(/[^\d.-]/g, ""));
const dashed = (phone: string) => `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;

test("the owner sees today's deposit on the dashboard and closes a shared-name risk flag with a reason, audited", async ({ page, playwright, baseURL }, info) => {
  test.setTimeout(90_000);
  const violations: string[] = [];
  const scan = async (what: string) => violations.push(...(await violationsOf(page)).map((v) => `${what}: ${v}`));
  // Two new members with one bank account holder name, unlike anyone else's in the run.
  const name = `ทดสอบ ความเสี่ยง ${Date.now().toString(36)}`;
  const phones = [freshPhone(70, info.project.name), freshPhone(71, info.project.name)];
  const members = await Promise.all(phones.map(() => playwright.request.newContext({ baseURL, ignoreHTTPSErrors: true })));
  for (const [i, m] of members.entries()) await registerViaApi(m, phones[i]!, "Secret123", { name });

  await signInAsOwner(page);
  await page.getByRole("link", { name: "ภาพรวม" }).click();
  await titled(page, "ภาพรวมและรายงาน");
  const deposits = page.getByTestId("figure-deposits").locator("dd").first();
  await expect(deposits).toHaveText(/\d/);
  const before = bahtOf((await deposits.textContent()) ?? "");

  // A deposit of 300 baht (and its unique satang) paid by bank transfer: today's deposits grow by exactly that.
  const prepared = (await (await members[0]!.post("/api/requests/deposit/prepare", { data: { amount: 300, promotion_id: null, ip: "" } })).json()) as {
    data: { amount: number | string };
  };
  const amount = Number(prepared.data.amount);
  simulate("transfer", phones[0]!, "--base", baseURL!);
  await expect(async () => {
    await page.reload();
    expect(bahtOf((await deposits.textContent()) ?? "")).toBeCloseTo(before + amount, 2);
  }).toPass({ timeout: 20_000, intervals: [1_000] });
  await expect(page.getByTestId("report-chart")).toBeVisible();
  await expect(page.getByRole("link", { name: "ส่งออก CSV" })).toHaveAttribute("href", /\/api\/backoffice\/reports\/export\?from=\d{4}-\d{2}-\d{2}&to=/);
  await scan("the dashboard");
  // A chosen period: the last 7 days, one row per day.
  await page.getByRole("link", { name: "7 วันล่าสุด" }).click();
  await expect(page.getByTestId("report-days").locator("tbody tr")).toHaveCount(7);

  // The scheduler runs the risk scan every 15 s in the e2e servers (every minute by default).
  await page.getByRole("link", { name: "ความเสี่ยง" }).click();
  await titled(page, "สัญญาณความเสี่ยง");
  const row = page.getByTestId("risk-flags").getByRole("row").filter({ hasText: name.toUpperCase() });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000, intervals: [2_000] });
  await expect(row).toContainText("ชื่อบัญชีธนาคารซ้ำกัน");
  for (const phone of phones) await expect(row.getByRole("link", { name: dashed(phone) })).toHaveAttribute("href", /^\/backoffice\/members\/\d+$/);
  await scan("the risk flags");

  await row.getByRole("button", { name: "ปิดรายการ" }).click();
  const dialog = page.getByTestId("risk-close-dialog");
  await expect(dialog).toBeVisible();
  await scan("the close dialog");
  await dialog.getByRole("button", { name: "ยืนยันปิดรายการ" }).click();
  await expect(dialog.getByTestId("risk-close-dialog-error")).toHaveText("กรุณาระบุเหตุผล"); // no reason, nothing closed
  await dialog.getByLabel("เหตุผล").fill("ตรวจแล้ว พี่น้องกัน คนละบัญชี");
  await dialog.getByRole("button", { name: "ยืนยันปิดรายการ" }).click();
  await expect(row).toHaveCount(0);

  await page.getByRole("link", { name: "บันทึกการทำงาน" }).click();
  await page.getByLabel("การทำรายการ").selectOption("risk.close");
  await page.getByRole("button", { name: "ค้นหา" }).click();
  const audited = page.getByTestId("audit-row").filter({ hasText: "ตรวจแล้ว พี่น้องกัน คนละบัญชี" });
  await expect(audited).toContainText("ปิดสัญญาณความเสี่ยง");
  await expect(audited).toContainText("owner");

  for (const m of members) await m.dispose();
  expect(violations).toEqual([]);
});
