import { expect, test } from "./fixtures";
import { freshPhone, registerViaApi } from "./members";
import { mockMode } from "./support";
import { violationsOf } from "./axe";
import { signInAsOwner } from "./staff";
import { formatPhone } from "../lib/format";

/**
 * Support's member pages against the embedded API: a member excludes themself; the demo owner finds them by phone,
 * ends their sessions (the member's next call is refused), adds a note, and cannot lift the self-exclusion: no button,
 * and the API refuses a direct call. The audit log has each action.
 */
test.skip(mockMode, "the back office runs on the embedded API only");

const SELF_EXCLUSION_FINAL = "การพักการเล่นที่สมาชิกขอเอง (self-exclusion) ยกเลิกจากหลังบ้านไม่ได้ ไม่ว่าบทบาทใด จะสิ้นสุดเมื่อครบกำหนดเท่านั้น";

test("support finds a member by phone, ends their sessions, adds a note, and cannot lift a self-exclusion", async ({ page, browser, baseURL }, info) => {
  test.setTimeout(150_000);
  // The member, in a browser context of their own: registered, logged in, then excluded for 6 months by their own call.
  const memberContext = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  const member = memberContext.request;
  const phone = freshPhone(90, info.project.name);
  await registerViaApi(member, phone);
  expect((await member.post("/api/login", { data: { phone, password: "Secret123", ip: "" } })).ok()).toBe(true);
  const excluded = await member.post("/api/customers/self-exclusion", { data: { period: "6m", password: "Secret123" } });
  expect(excluded.ok(), await excluded.text()).toBe(true);
  expect((await member.get("/api/customers/sessions")).status()).toBe(200);

  const violations: string[] = [];
  const scan = async (what: string) => violations.push(...(await violationsOf(page)).map((v) => `${what}: ${v}`));
  const titled = (title: string) => expect(page).toHaveTitle(`${title} | GOLDMOON หลังบ้าน`);

  await signInAsOwner(page);

  // Found by the phone as support would type it, with dashes.
  await page.getByRole("link", { name: "สมาชิก", exact: true }).click();
  await titled("สมาชิก");
  await page.getByLabel("ค้นหาสมาชิก").fill(formatPhone(phone));
  await page.getByRole("button", { name: "ค้นหา" }).click();
  const results = page.getByTestId("member-results");
  await expect(results.getByRole("row")).toHaveCount(2);
  await scan("the member search");
  await results.getByRole("link", { name: formatPhone(phone) }).click();
  await expect(page).toHaveURL(/\/backoffice\/members\/\d+$/);
  const memberId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId("member-who")).toContainText(formatPhone(phone));
  await titled("ข้อมูลสมาชิก");

  // The self-exclusion shows, with no way to lift it; the API refuses the owner a direct call too.
  await expect(page.getByTestId("self-exclusion-note")).toBeVisible();
  await expect(page.getByRole("button", { name: "ยกเลิกการพักเล่น" })).toHaveCount(0);
  await expect(page.getByTestId("member-sessions").getByRole("row")).toHaveCount(2);
  await scan("the member page");
  const lift = await page.request.post(`/api/backoffice/members/${memberId}/lift-timeout`, {
    data: { reason: "สมาชิกขอให้ยกเลิก" },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect([lift.status(), ((await lift.json()) as { msg: string }).msg]).toEqual([403, SELF_EXCLUSION_FINAL]);

  // Ending the sessions logs the member out at once.
  await page.getByRole("button", { name: "ปิดทุกเซสชัน" }).click();
  const dialog = page.getByTestId("member-action-dialog");
  await expect(dialog).toBeVisible();
  await scan("the end-sessions dialog");
  await dialog.getByRole("button", { name: "ยืนยัน" }).click();
  await expect(page.getByText("ปิดแล้ว 1 เซสชัน")).toBeVisible();
  await expect(page.getByTestId("member-sessions")).toContainText("ไม่มีเซสชันที่ใช้งานอยู่");
  expect((await member.get("/api/customers/sessions")).status()).toBe(401);

  // An internal note, shown on the page.
  await page.getByLabel("เพิ่มบันทึกภายใน (สมาชิกไม่เห็น)").fill("สมาชิกโทรมาขอยกเลิกการพักเล่น แจ้งว่าทำไม่ได้");
  await page.getByRole("button", { name: "บันทึก", exact: true }).click();
  await expect(page.getByTestId("member-notes")).toContainText("สมาชิกโทรมาขอยกเลิกการพักเล่น แจ้งว่าทำไม่ได้");

  // The audit log has both actions and nothing of the refused lift.
  await page.getByRole("link", { name: "บันทึกการทำงาน" }).click();
  await expect(page).toHaveURL(/\/backoffice\/audit$/);
  await page.getByLabel("การทำรายการ").selectOption("member.");
  await page.getByRole("button", { name: "ค้นหา" }).click();
  const rows = page.getByTestId("audit-row").filter({ hasText: `member #${memberId}` });
  await expect(rows.filter({ hasText: "ปิดทุกเซสชันสมาชิก" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "บันทึกภายในของสมาชิก" })).toContainText("สมาชิกโทรมาขอยกเลิกการพักเล่น");
  await expect(rows).toHaveCount(2);
  expect(violations).toEqual([]);

  await memberContext.close();
});
