import { execFileSync } from "node:child_process";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { freshPhone, registerViaApi } from "./members";
import { mockMode, scrollToEnd } from "./support";

/**
 * What a member meets on the wallet pages, at 375 and 1280 px: one dialog at a time on /deposit (the pre-deposit
 * warning first, a popup news item after it), the open deposit's head (title, request number, countdown) never under
 * the sticky header, and /withdraw showing the credit the game provider holds, not the last one fetched.
 */
test.skip(mockMode, "the operator's news, the demo provider and the deposit box of the embedded API");

const npm = (script: string, ...args: string[]) =>
  execFileSync("npm", ["run", "--silent", script, "--", ...args], { env: process.env, encoding: "utf8" });

const creditOf = async (request: APIRequestContext) =>
  Number(((await (await request.get("/api/customers/profile")).json()) as { data: { ufabet_credit: string } }).data.ufabet_credit);

/** Where each element's box is against the sticky header's and the viewport: "clear" when wholly between them. */
async function placement(page: Page, testIds: string[]) {
  return page.evaluate((ids) => {
    const header = document.querySelector("header")!.getBoundingClientRect();
    return ids.map((id) => {
      const el = document.querySelector(`[data-testid="${id}"]`);
      if (!el) return `${id}: missing`;
      const box = el.getBoundingClientRect();
      if (box.top < header.bottom - 0.5) return `${id}: top ${Math.round(box.top)} under the header (bottom ${Math.round(header.bottom)})`;
      if (box.bottom > window.innerHeight) return `${id}: bottom ${Math.round(box.bottom)} below the viewport`;
      return `${id}: clear`;
    });
  }, testIds);
}

test("the popup news waits for the pre-deposit warning: one dialog at a time", { tag: "@layout" }, async ({ page }, info) => {
  const title = `ข่าวโปร ${info.project.name}`;
  const added = await page.request.post("/api/demo/site-message", { data: { action: "news-add", title, html: "<p>ฝาก 100 รับ 200</p>" } });
  expect(added.ok(), await added.text()).toBe(true);
  const id = Number(/"id":(\d+)/.exec(await added.text())?.[1]);
  try {
    await registerViaApi(page.request, freshPhone(44, info.project.name));
    const newsAsked = page.waitForResponse((r) => r.url().endsWith("/api/news/popup"));
    await page.goto("/deposit");
    const warning = page.getByTestId("deposit-warning");
    await expect(warning.getByRole("heading", { name: "คำเตือน" })).toBeVisible();
    // The news has come and the page has settled: the warning is still the only dialog, its button reachable.
    await newsAsked;
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    await expect(page.getByTestId("news-popup")).toHaveCount(0);
    await expect(page.locator("dialog[open]")).toHaveCount(1);
    await page.screenshot({ path: info.outputPath(`deposit-warning-first-${page.viewportSize()!.width}.png`) });
    await warning.getByRole("button", { name: "รับทราบ ไปหน้าฝากเงิน" }).click();

    const news = page.getByTestId("news-popup");
    await expect(news.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.locator("dialog[open]")).toHaveCount(1);
    await page.screenshot({ path: info.outputPath(`deposit-news-after-${page.viewportSize()!.width}.png`) });
    await news.getByRole("button", { name: "ปิด" }).last().click();
    await expect(page.getByTestId("deposit-form")).toBeVisible();
  } finally {
    if (id) await page.request.post("/api/demo/site-message", { data: { action: "news-remove", id } });
  }
});

test("the deposit box opened from the bottom of the form: its title, number and countdown are clear of the sticky header", { tag: "@layout" }, async ({ page }, info) => {
  await registerViaApi(page.request, freshPhone(45, info.project.name));
  await page.goto("/deposit");
  await page.getByTestId("deposit-warning").getByRole("button", { name: "รับทราบ ไปหน้าฝากเงิน" }).click();
  await page.getByLabel("จำนวนเงินที่ต้องการฝาก (บาท)").fill("100");
  // The member reads the form down to its button, as on a phone: the page is scrolled when the box replaces it.
  await scrollToEnd(page);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole("button", { name: "ทำรายการฝาก" }).click();
  const box = page.getByTestId("deposit-box");
  await expect(box.getByTestId("deposit-countdown")).toContainText(/1[45]:\d\d/);
  await expect
    .poll(() => placement(page, ["deposit-box-title", "deposit-box-number", "deposit-countdown"]))
    .toEqual(["deposit-box-title: clear", "deposit-box-number: clear", "deposit-countdown: clear"]);
  await page.screenshot({ path: info.outputPath(`deposit-box-head-${page.viewportSize()!.width}.png`) });
  await box.getByRole("button", { name: "ยกเลิกรายการฝาก" }).click();
  await expect(page.getByTestId("deposit-form")).toBeVisible();
});

test("/withdraw asks the game provider for the credit as it opens: the balance after play, not the last one fetched", async ({ page, baseURL }, info) => {
  test.setTimeout(90_000);
  await registerViaApi(page.request, freshPhone(46, info.project.name));
  const opened = await page.request.post("/api/requests/deposit/payment-gateway", { data: { amount: 200, promotion_id: null, ip: "" } });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { id } = ((await opened.json()) as { data: { id: number } }).data;
  npm("simulate", "gateway", String(id), "--base", baseURL!);
  await expect.poll(() => creditOf(page.request)).toBe(200);

  // Play at the demo provider until its balance moves (a spin may win back its bet).
  const launched = await page.request.post("/api/games/launch", { data: { host: 1 } });
  expect(launched.ok(), await launched.text()).toBe(true);
  await page.goto(((await launched.json()) as { url: string }).url);
  await page.waitForURL(/\/demo-provider\/play\//);
  const game = page.url().split("/").pop()!;
  let balance = 20_000;
  for (let i = 0; i < 6 && balance === 20_000; i++) {
    if (i > 0) await page.waitForTimeout(2_600); // one spin per 2.5 s
    const spin = await page.request.post("/demo-provider/api/spin", { data: { game, bet_satang: 1_000, spin_id: crypto.randomUUID() } });
    expect(spin.status(), await spin.text()).toBe(200);
    balance = ((await spin.json()) as { balance_satang: number }).balance_satang;
  }
  expect(balance).not.toBe(20_000);
  // The profile still holds the credit last fetched from the provider.
  expect(await creditOf(page.request)).toBe(200);

  await page.goto("/withdraw");
  const baht = `฿${(balance / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  await expect(page.getByTestId("withdraw-credit")).toHaveText(baht);
  await page.screenshot({ path: info.outputPath(`withdraw-fresh-credit-${page.viewportSize()!.width}.png`) });
});
