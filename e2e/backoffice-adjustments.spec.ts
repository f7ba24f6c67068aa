import { expect, test } from "./fixtures";
import { freshPhone, registerViaApi } from "./members";
import { mockMode } from "./support";
import { signInAsOwner } from "./staff";
import { violationsOf } from "./axe";
import { formatPhone } from "../lib/format";

/**
 * Finance's credit adjustments against the embedded API, kept short: the demo owner gives a new member goodwill credit
 * (under the four-eyes threshold, so it is posted at once), and the member's credit and notification show it.
 */
test.skip(mockMode, "the back office runs on the embedded API only");

type Profile = { data: { ufabet_credit: string | number; events: { type: string; message?: string }[] } };

test("the owner gives a member goodwill credit: posted at once, the member sees the credit and why", async ({ page, browser, baseURL }, info) => {
  test.setTimeout(60_000);
  const memberContext = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  const member = memberContext.request;
  const phone = freshPhone(94, info.project.name);
  await registerViaApi(member, phone);

  await signInAsOwner(page);
  await page.getByRole("link", { name: "ปรับเครดิต", exact: true }).click();
  await expect(page).toHaveTitle("ปรับเครดิตสมาชิก | GOLDMOON หลังบ้าน");
  const form = page.getByTestId("adjustment-form");
  await form.getByLabel("เบอร์โทรสมาชิก").fill(formatPhone(phone));
  await form.getByLabel("จำนวน (บาท)").fill("150.50");
  await form.getByLabel("เหตุผล (สมาชิกจะเห็นข้อความนี้)").fill("ชดเชยเกมค้างระหว่างปรับปรุงระบบ");
  await form.getByRole("button", { name: "บันทึกการปรับเครดิต" }).click();

  const row = page.getByTestId("adjustment-list").getByRole("row").filter({ hasText: formatPhone(phone) });
  await expect(row).toContainText("ลงบัญชีแล้ว");
  await expect(row).toContainText("+150.50");
  expect(await violationsOf(page)).toEqual([]);

  const { data } = (await (await member.get("/api/customers/profile")).json()) as Profile;
  expect(Number(data.ufabet_credit)).toBe(150.5);
  expect(data.events.filter((e) => e.type === "notification").map((e) => e.message)).toContain(
    "ทีมงานปรับเพิ่มเครดิตให้คุณ 150.50 บาท เหตุผล: ชดเชยเกมค้างระหว่างปรับปรุงระบบ",
  );
  await memberContext.close();
});
