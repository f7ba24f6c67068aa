import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Locator, type Page } from "./fixtures";
import { freshPhone, registerViaApi } from "./members";
import { mockMode } from "./support";

/**
 * Bounded lists: a category page renders 24 games and "ดูเพิ่ม" adds the next 24 without a reload (a link
 * to `?cursor=` before the scripts run); history tab 2 shows 50 rows a page, newest first, and its CSV holds every
 * row. On the embedded API the long lists are made by the demo routes (100 more fish games, 120 requests for a new
 * member); in QA mode by the "long-lists" scenario, whose backend ignores limit and cursor like the API family's, so
 * the site pages what it answers.
 */

// A card is named by what it shows (the game's name and provider), then "เล่นเลย".
const cardsOf = (scope: Locator) => scope.getByRole("button", { name: / เล่นเลย$/ });
const names = (cards: Locator) => cards.evaluateAll((els) => els.map((e) => e.textContent));

/** Clicks ดูเพิ่ม until it is gone; every click must add cards, in the same document (no reload). */
async function loadAll(page: Page, cards: Locator, more: Locator, step: number) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  let shown = await cards.count();
  for (let i = 0; i < 20 && (await more.count()) > 0; i++) {
    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    const now = await cards.count();
    if ((await more.count()) > 0) expect(now - shown).toBe(step);
    shown = now;
  }
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  return shown;
}

async function expectThumbSized(button: Locator) {
  const box = await button.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

/** /promotion's cards by name, a page at a time (2); the links navigate in the page, so read with a retrying expect. */
const promotionNames = (page: Page) => page.getByTestId("promotion-card").locator("h2");

async function historyShowsAll(page: Page, total: number) {
  await page.goto("/history?tab=2");
  const table = page.getByTestId("history-money");
  const rows = table.getByTestId("history-row");
  await expect(rows).toHaveCount(50);
  const more = table.getByRole("button", { name: "ดูเพิ่ม" });
  await expectThumbSized(more);
  expect(await loadAll(page, rows, more, 50)).toBe(total);
  const dates = await table.locator('td[data-label="วันที่"]').allTextContents();
  expect(dates).toHaveLength(total);
  return table;
}

test.describe("on the embedded API", () => {
  test.skip(mockMode, "the demo routes of the embedded API make the long lists");

  /** 100 more fish games (added once: a second call adds none). */
  async function seedFish(request: APIRequestContext) {
    const res = await request.post("/api/demo/games?category=fish&count=100");
    expect(res.ok(), await res.text()).toBe(true);
  }

  test("a category of 100+ games: 24 rendered, ดูเพิ่ม adds 24 at a time without a reload, each game once", { tag: "@layout" }, async ({ page, request }) => {
    await seedFish(request);
    const { total } = (await (await request.get("/api/customers/fish?limit=1")).json()) as { total: number };
    expect(total).toBeGreaterThanOrEqual(108);
    await page.goto("/fish");
    const section = page.getByTestId("category-games");
    const cards = cardsOf(section);
    await expect(cards).toHaveCount(24);
    await expect(page.getByText(`${total} เกม`, { exact: true })).toBeVisible();
    const more = section.getByRole("link", { name: "ดูเพิ่ม" });
    await expectThumbSized(more);
    expect(await loadAll(page, cards, more, 24)).toBe(total);
    expect(new Set(await names(cards)).size).toBe(total);
    // The added cards play like the first ones: a visitor is asked to log in.
    await cards.last().click();
    await expect(page.getByTestId("login-prompt")).toBeVisible();
  });

  test("without JavaScript, ดูเพิ่ม is a link to the next page, which the server renders", async ({ browser, baseURL, request }) => {
    await seedFish(request);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/fish");
    const cards = cardsOf(page.getByTestId("category-games"));
    await expect(cards).toHaveCount(24);
    const first = await names(cards);
    await page.getByRole("link", { name: "ดูเพิ่ม" }).click();
    await expect(page).toHaveURL(/\/fish\?cursor=[\w-]+$/);
    await expect(cards).toHaveCount(24);
    const second = await names(cards);
    expect(second.filter((n) => first.includes(n))).toEqual([]);
    // An edited or stale cursor shows the first page, never an error.
    await page.goto("/fish?cursor=not-a-cursor");
    expect(await names(cards)).toEqual(first);
    await context.close();
  });

  test("/promotion a page at a time: ?from=1 shows the second promotion and a way back; a bad position, the first page", async ({ page }) => {
    await page.goto("/promotion");
    await expect(promotionNames(page)).toHaveCount(2); // the demo's two: one page, no ดูเพิ่ม
    const first = await promotionNames(page).allTextContents();
    await expect(page.getByTestId("more")).toHaveCount(0);
    await page.goto("/promotion?from=1");
    await expect(promotionNames(page)).toHaveText([first[1]!]);
    await page.getByRole("link", { name: "กลับไปโปรโมชั่นแรก" }).click();
    await expect(page).toHaveURL(/\/promotion#promotions$/);
    await expect(promotionNames(page)).toHaveText(first);
    for (const bad of ["abc", "-1", "99"]) {
      await page.goto(`/promotion?from=${bad}`);
      await expect(promotionNames(page)).toHaveText(first);
    }
  });

  test("the RTP table of 100+ slots: 15 rows a page by link, highest RTP first, each slot once, back to the top", async ({ page, request }) => {
    const res = await request.post("/api/demo/games?category=slot&count=100");
    expect(res.ok(), await res.text()).toBe(true);
    await page.goto("/hack-slot");
    const table = page.getByTestId("rtp-table");
    const rows = table.locator("tbody tr");
    const seen: string[] = [];
    const rtps: number[] = [];
    for (let pageNo = 0; pageNo < 12; pageNo++) {
      await expect(rows.first()).toBeVisible();
      const count = await rows.count();
      expect(count).toBeLessThanOrEqual(15);
      for (const cells of await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")))) {
        seen.push(cells[0]!);
        rtps.push(Number.parseFloat(cells[2]!));
      }
      const more = page.getByTestId("rtp-more");
      if ((await more.count()) === 0) break;
      expect(count).toBe(15);
      await more.click();
      await expect(page).toHaveURL(/\/hack-slot\?rtp=[^#]+#rtp$/);
    }
    expect(seen.length).toBeGreaterThanOrEqual(100);
    expect(new Set(seen).size).toBe(seen.length);
    expect(rtps).toEqual([...rtps].sort((a, b) => b - a));
    await page.getByRole("link", { name: "กลับไปอันดับแรก" }).click();
    await expect(page).toHaveURL(/\/hack-slot#rtp$/);
    await expect(rows).toHaveCount(15);
  });

  test("history with 120 rows: 50 a page, newest first, ดูเพิ่ม to the end; the CSV holds all 120", { tag: "@layout" }, async ({ page }, info) => {
    test.setTimeout(90_000);
    const phone = freshPhone(72, info.project.name);
    await registerViaApi(page.request, phone);
    const seeded = await page.request.post(`/api/demo/history?phone=${phone}&count=120`);
    expect(seeded.ok(), await seeded.text()).toBe(true);
    const table = await historyShowsAll(page, 120);
    // Newest first: the demo rows are 101.00 … 220.00 baht, the last made first in the list.
    await expect(table.getByTestId("history-row").first().locator('td[data-label="จำนวนเงิน (บาท)"]')).toHaveText("220.00");
    await expect(table.getByTestId("history-row").last().locator('td[data-label="จำนวนเงิน (บาท)"]')).toHaveText("101.00");

    const download = page.waitForEvent("download");
    await table.getByRole("link", { name: "ดาวน์โหลด CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("history-deposit-withdraw.csv");
    const lines = readFileSync((await file.path())!, "utf8").replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines).toHaveLength(121);
    expect(lines[0]).toBe("วันที่,ประเภท,จำนวนเงิน (บาท),สถานะ");
  });
});

test.describe("QA mode: a backend that ignores limit and cursor", () => {
  test.skip(!mockMode, "the MSW backend's long-lists scenario");

  test("its whole lists are paged by the site: a category of 120 games, a family profile of 120 requests, 5 promotions", async ({ page }, info) => {
    test.setTimeout(90_000);
    const phone = freshPhone(73, info.project.name);
    await registerViaApi(page.request, phone);
    await page.goto("/");
    const status = await page.evaluate(() =>
      fetch("/api/qa/scenario", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "long-lists" }) }).then(
        (r) => r.status,
      ),
    );
    expect(status).toBe(200);

    await page.goto("/fish");
    const section = page.getByTestId("category-games");
    const cards = cardsOf(section);
    await expect(cards).toHaveCount(24);
    await expect(page.getByText("120 เกม", { exact: true })).toBeVisible();
    expect(await loadAll(page, cards, section.getByRole("link", { name: "ดูเพิ่ม" }), 24)).toBe(120);
    expect(new Set(await names(cards)).size).toBe(120);

    await historyShowsAll(page, 120);

    // Five active promotions: two a page, ดูเพิ่ม to the next by link (it lands on the list), then back to the first.
    await page.goto("/promotion");
    await expect(promotionNames(page)).toHaveCount(2);
    const first = await promotionNames(page).allTextContents();
    const more = page.getByRole("link", { name: "ดูเพิ่ม" });
    await expectThumbSized(more);
    await more.click();
    await expect(page).toHaveURL(/\/promotion\?from=2#promotions$/);
    await expect(promotionNames(page)).toHaveText(["QA โปร 1", "QA โปร 2"]);
    await more.click();
    await expect(page).toHaveURL(/\/promotion\?from=4#promotions$/);
    await expect(promotionNames(page)).toHaveText(["QA โปร 3"]);
    await expect(more).toHaveCount(0);
    await page.getByRole("link", { name: "กลับไปโปรโมชั่นแรก" }).click();
    await expect(promotionNames(page)).toHaveText(first);
  });
});
