import { execFileSync } from "node:child_process";
import { expect, test, type Locator } from "./fixtures";
import { freshPhone, registerViaApi } from "./members";
import { mockMode } from "./support";

/**
 * A first-deposit bonus never shows as "โบนัส ฿0.00", through the real API: a first deposit with
 * the welcome promotion, then the wallet card's strip counts the bonus as received and history tab 1 lists it with
 * its real turnover, (deposit + bonus) × 5, and downloads it as CSV.
 */
test.skip(mockMode, "the embedded API's deposits and bonuses");

const simulate = (...args: string[]) =>
  execFileSync("npm", ["run", "--silent", "simulate", "--", ...args], { env: process.env, encoding: "utf8" });
const cell = (row: Locator, label: string) => row.locator(`td[data-label="${label}"]`);
const baht = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test("the welcome bonus in the wallet strip and in history tab 1", async ({ page, baseURL }, info) => {
  test.setTimeout(90_000);
  const phone = freshPhone(70, info.project.name);
  await registerViaApi(page.request, phone);
  const promos = (await (await page.request.get("/api/promotions")).json()) as { data: { id: number; bonus_percent: number }[] };
  const welcome = promos.data.find((p) => p.bonus_percent === 100)!.id;
  const prepared = await page.request.post("/api/requests/deposit/prepare", { data: { amount: 300, promotion_id: welcome, ip: "" } });
  expect(prepared.ok()).toBe(true);
  const paid = Number(((await prepared.json()) as { data: { amount: number | string } }).data.amount);
  simulate("transfer", phone, "--base", baseURL!);

  await page.goto("/");
  const strip = page.getByTestId("bonus-strip");
  await expect(strip.getByTestId("strip-bonus-total")).toContainText("฿300.00", { timeout: 20_000 });
  await expect(strip.getByTestId("strip-cashback")).toContainText("5% ทุกวันจันทร์");
  await expect(strip.getByRole("link", { name: /โบนัสรอรับ ฿0\.00/ })).toHaveAttribute("href", "/promotion");

  await page.goto("/history?tab=1");
  const rows = page.getByTestId("history-bonus").getByTestId("history-row");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(cell(row, "ประเภท")).toContainText("โบนัสเงินฝาก");
  await expect(cell(row, "จำนวนเงิน (บาท)")).toHaveText("300.00");
  await expect(cell(row, "สถานะ")).toHaveText("รับแล้ว");
  await expect(cell(row, "วันที่")).toHaveText(/^\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d$/);
  await expect(cell(row, "เทิร์นโอเวอร์")).toHaveText(`5 เท่า · ${baht((paid + 300) * 5)} บาท`);

  const download = page.waitForEvent("download");
  await page.getByTestId("history-bonus").getByRole("button", { name: "ดาวน์โหลด CSV" }).click();
  expect((await download).suggestedFilename()).toBe("history-bonus.csv");
});
