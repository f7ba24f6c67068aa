import { execFileSync } from "node:child_process";
import { expect, test, type APIRequestContext, type Browser, type Locator } from "./fixtures";
import { freshPhone, latestCode, registerViaApi, submitRegisterPhone } from "./members";
import { mockMode } from "./support";

/**
 * Referral end to end against the real API: A shares a link; B registers through it in the browser (the code from the
 * demo outbox), C through B, D through C, E through D, each in their own browser; A sees 1 / 1 / 1 on levels 1-3 (E is
 * a 4th level); B, C, D and E play the demo slot; the day's commission is published (`npm run simulate -- commission
 * <phone>`); A claims it on /referral and sees it in the credit, history tab 1 and the affiliate income tab.
 * Self-referral with the referrer's own bank account number gets no referrer.
 */
test.skip(mockMode, "the embedded API's referral tree and commission job");

const simulate = (...args: string[]) =>
  execFileSync("npm", ["run", "--silent", "simulate", "--", ...args], { env: process.env, encoding: "utf8" });
const baht = (satang: number) => (satang / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cell = (row: Locator, label: string) => row.locator(`td[data-label="${label}"]`);

async function referralOf(request: APIRequestContext) {
  const res = await request.get("/api/customers/referral");
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    referral_id: string;
    affiliate_key: string;
    customer_referrals: number;
    mlm_counts: { lv1: number; lv2: number; lv3: number };
  };
}

/** A member registered through the API in a browser of their own (a shared browser would hold the referrer's device). */
async function memberIn(browser: Browser, baseURL: string, phone: string, referralKey?: string) {
  const context = await browser.newContext({ baseURL });
  await registerViaApi(context.request, phone, "Secret123", { referralKey });
  return context;
}

/** A first deposit (the statement line simulated), then the demo slot until the member is 100 baht down: their stakes. */
async function depositAndPlay(request: APIRequestContext, phone: string, baseURL: string): Promise<number> {
  const prepared = await request.post("/api/requests/deposit/prepare", { data: { amount: 500, promotion_id: null, ip: "" } });
  expect(prepared.ok()).toBe(true);
  simulate("transfer", phone, "--base", baseURL);
  const played = await request.post(`/api/demo/play?phone=${phone}&lose=100`);
  expect(played.status()).toBe(200);
  const { data } = (await played.json()) as { data: { stopped: string; staked_satang: number } };
  expect(data.stopped).toBe("reached");
  return data.staked_satang;
}

test("three levels of friends play; A claims the day's commission into credit, history tab 1 and the income tab", async ({ page, context, browser, baseURL }, info) => {
  test.setTimeout(180_000);
  const project = info.project.name;
  const a = freshPhone(40, project);
  await registerViaApi(page.request, a);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/referral");
  const card = page.getByTestId("referral-link-card");
  const { referral_id: key } = await referralOf(page.request);
  const link = `${baseURL}/u/${key}`;
  await expect(card.getByTestId("referral-link")).toHaveText(link);
  await card.getByRole("button", { name: "คัดลอกลิงก์" }).click();
  await expect(page.getByText("คัดลอกลิงก์แล้ว")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(card.getByTestId("share-line")).toHaveAttribute("href", `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}`);
  await expect(card.getByTestId("share-facebook")).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);

  // B opens A's link in their own browser and registers on the pages.
  const b = freshPhone(41, project);
  const bContext = await browser.newContext({ baseURL });
  const bPage = await bContext.newPage();
  await bPage.goto(link);
  await expect(bPage).toHaveURL(/\/register$/);
  await submitRegisterPhone(bPage, b);
  await bPage.getByLabel("รหัส OTP 6 หลัก").fill(await latestCode(bPage.request, b));
  await bPage.getByRole("button", { name: "ยืนยัน OTP" }).click();
  await bPage.getByLabel("รหัสผ่าน", { exact: true }).fill("Secret123");
  await bPage.getByLabel("ยืนยันรหัสผ่าน", { exact: true }).fill("Secret123");
  await bPage.getByRole("button", { name: "ถัดไป" }).click();
  await bPage.getByTestId("bank-picker").click();
  await bPage.getByTestId("bank-sheet").getByRole("button", { name: /ธนาคารกสิกรไทย/ }).click();
  await bPage.getByLabel("เลขบัญชี").fill(`4${b.slice(1)}`);
  await bPage.getByLabel("ชื่อ-นามสกุล ตรงกับบัญชี").fill("เพื่อน ระดับหนึ่ง");
  await bPage.getByRole("button", { name: "ถัดไป" }).click();
  await bPage.getByRole("button", { name: "ยืนยัน", exact: true }).click();
  await expect(bPage.getByTestId("register-final")).toContainText("สมัครสมาชิกสำเร็จ");

  const c = freshPhone(42, project);
  const cContext = await memberIn(browser, baseURL!, c, (await referralOf(bContext.request)).referral_id);
  // D through C's longer affiliate key: the same tree.
  const d = freshPhone(43, project);
  const dContext = await memberIn(browser, baseURL!, d, (await referralOf(cContext.request)).affiliate_key);
  const e = freshPhone(44, project);
  const eContext = await memberIn(browser, baseURL!, e, (await referralOf(dContext.request)).referral_id);

  // A: one friend on each of three levels; E, a 4th level, is not A's.
  expect((await referralOf(page.request)).mlm_counts).toEqual({ lv1: 1, lv2: 1, lv3: 1 });
  await page.reload();
  for (const level of [1, 2, 3]) await expect(page.getByTestId(`level-${level}`)).toContainText("1");

  const staked = {
    b: await depositAndPlay(bContext.request, b, baseURL!),
    c: await depositAndPlay(cContext.request, c, baseURL!),
    d: await depositAndPlay(dContext.request, d, baseURL!),
  };
  await depositAndPlay(eContext.request, e, baseURL!);
  const owed = Math.floor((staked.b * 50) / 10_000) + Math.floor((staked.c * 30) / 10_000) + Math.floor((staked.d * 20) / 10_000);
  expect(owed).toBeGreaterThan(0);
  console.log(
    `[measured] ${project}: A's tree 1/1/1 (E a 4th level); stakes B ${baht(staked.b)}, C ${baht(staked.c)}, D ${baht(staked.d)} baht → ` +
      `commission ${baht(owed)} baht (0.5 / 0.3 / 0.2 %)`,
  );

  expect(simulate("commission", a, "--base", baseURL!)).toMatch(/1 new/);
  await page.goto("/referral");
  await expect(page.getByTestId("referral-pending")).toHaveText(`฿${baht(owed)}`);
  const row = page.getByTestId("claimable-commission");
  await expect(row).toContainText(`฿${baht(owed)}`);
  await row.getByRole("button", { name: "รับค่าแนะนำ" }).click();
  const dialog = page.getByTestId("commission-claim-dialog");
  await expect(dialog).toContainText(`รับโบนัส ${baht(owed)} บาท เรียบร้อยแล้ว`);
  await dialog.getByRole("button", { name: "ตกลง" }).click();
  await expect(page.getByTestId("referral-total")).toHaveText(`฿${baht(owed)}`);
  await expect(page.getByTestId("claimable-commission")).toHaveCount(0);
  if (project.startsWith("mobile")) await page.screenshot({ path: info.outputPath("referral-claimed-375.png"), fullPage: true });

  await page.goto("/");
  await expect(page.getByTestId("balance")).toHaveText(`฿${baht(owed)}`);

  await page.goto("/history?tab=1");
  const bonus = page.getByTestId("history-bonus").getByTestId("history-row");
  await expect(bonus).toHaveCount(1);
  await expect(cell(bonus.first(), "ประเภท")).toContainText("ค่าแนะนำเพื่อน");
  await expect(cell(bonus.first(), "จำนวนเงิน (บาท)")).toHaveText(baht(owed));
  await expect(cell(bonus.first(), "สถานะ")).toHaveText("รับแล้ว");

  await page.goto("/affiliate?tab=income");
  const income = page.getByTestId("affiliate-income").getByTestId("income-row");
  await expect(income).toHaveCount(1);
  await expect(income.first()).toContainText(baht(owed));
  await expect(income.first()).toContainText(baht(staked.b));
  await expect(income.first()).toContainText("รับแล้ว");
  await page.goto("/affiliate?tab=overview");
  const { affiliate_key: long } = await referralOf(page.request);
  expect(long.length).toBeGreaterThan(key.length);
  await expect(page.getByTestId("referral-link")).toHaveText(`${baseURL}/u/${long}`);
  // B, C and D signed up and deposited through A's tree (E is a 4th level); the commission was earned. Read off the
  // "all time" row: the test may run across Bangkok midnight, which splits "today" but not A's whole history.
  const rows = page.getByTestId("affiliate-overview").getByTestId("overview-row");
  await expect(rows.first()).toContainText("วันนี้");
  const all = rows.filter({ hasText: "ทั้งหมด" });
  await expect(cell(all, "สมัคร")).toHaveText("3");
  await expect(cell(all, "ฝากครั้งแรก")).toHaveText("3");
  await expect(cell(all, "รายได้ (บาท)")).toHaveText(baht(owed));
  await page.goto("/affiliate?tab=members");
  await expect(page.getByTestId("affiliate-members").getByTestId("member-row")).toHaveCount(1);
  await expect(page.getByTestId("affiliate-members").getByTestId("member-row").first()).toContainText(`${b.slice(0, 2)}x-xxx-${b.slice(-4)}`);

  for (const other of [bContext, cContext, dContext, eContext]) await other.close();
});

test("a friend who registers with the referrer's own bank account number gets no referrer", async ({ page, browser, baseURL }, info) => {
  const a = freshPhone(45, info.project.name);
  const account = `7${a.slice(1)}`;
  await registerViaApi(page.request, a, "Secret123", { bank: "scb", accountNumber: account });
  const { referral_id: key } = await referralOf(page.request);

  // The same number at another bank (the same bank and number is refused as taken), through A's key.
  const self = await browser.newContext({ baseURL });
  await registerViaApi(self.request, freshPhone(46, info.project.name), "Secret123", { referralKey: key, bank: "kbank", accountNumber: account });
  // Someone else through the same key is A's friend.
  const friend = await memberIn(browser, baseURL!, freshPhone(47, info.project.name), key);
  const after = await referralOf(page.request);
  expect(after.customer_referrals).toBe(1);
  expect(after.mlm_counts).toEqual({ lv1: 1, lv2: 0, lv3: 0 });
  await self.close();
  await friend.close();
});
