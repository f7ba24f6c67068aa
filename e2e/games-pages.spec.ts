import { expect, test, type Page } from "./fixtures";
import { asDemo, expectTitleClear, isMobile, mockMode } from "./support";

/** The category pages and their Thai titles (th.categories). */
const CATEGORIES = [
  ["sports", "กีฬา"],
  ["casino", "คาสิโน"],
  ["card", "ไพ่"],
  ["slot", "สล็อต"],
  ["hack-slot", "สูตรสล็อต"],
  ["slot-itp", "สล็อต ITP"],
  ["fish", "ยิงปลา"],
  ["lotto", "หวย"],
  ["esports", "อีสปอร์ต"],
] as const;

/** QA mode's backend knows one game each in three categories (tests/msw/fixtures.ts); the others are empty. */
const MOCK_COUNT: Record<string, number> = { slot: 1, casino: 1, card: 1 };

/** A game card: named by what it shows (the game's name and provider), then "เล่นเลย". */
const PLAY = / เล่นเลย$/;
const cards = (page: Page) => page.getByTestId("category-games").getByRole("button", { name: PLAY });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const [path, title] of CATEGORIES) {
  test(`/${path} lists its games under ${title}, with the category bar marking it`, async ({ page }) => {
    const res = await page.goto(`/${path}`);
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${escape(title)} \\|`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^${escape(title)}(NEW)?$`));
    const current = page.getByRole("navigation", { name: "หมวดเกม" }).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", `/${path}`);
    if (mockMode) {
      const n = MOCK_COUNT[path] ?? 0;
      await expect(cards(page)).toHaveCount(n);
      if (n === 0) await expect(page.getByTestId("games-empty")).toContainText("ยังไม่มีเกมในหมวดนี้");
    } else {
      expect(await cards(page).count()).toBeGreaterThanOrEqual(8);
      await expect(page.getByTestId("games-empty")).toHaveCount(0);
      // Every card's art is a real image with its size set (no layout shift).
      const broken = await page.getByTestId("category-games").locator("img").evaluateAll((imgs) =>
        imgs
          .map((i) => i as HTMLImageElement)
          .filter((i) => !i.getAttribute("width") || !i.getAttribute("height"))
          .map((i) => i.src),
      );
      expect(broken).toEqual([]);
    }
  });
}

test("game cards carry NEW and HOT ribbons", async ({ page }) => {
  for (const path of mockMode ? ["card"] : CATEGORIES.map(([p]) => p)) {
    await page.goto(`/${path}`);
    const grid = page.getByTestId("category-games");
    await expect(grid.getByText("NEW", { exact: true }).first(), path).toBeVisible();
    await expect(grid.getByText("HOT", { exact: true }).first(), path).toBeVisible();
  }
});

test("the category bar marks สูตรสล็อต NEW and leads to every category page", async ({ page }) => {
  await page.goto("/slot");
  const nav = page.getByRole("navigation", { name: "หมวดเกม" });
  await expect(nav.getByRole("link", { name: /สูตรสล็อต/ })).toContainText("NEW");
  await nav.getByRole("link", { name: /ยิงปลา/ }).click();
  await expect(page).toHaveURL(/\/fish$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ยิงปลา");
});

test("/hack-slot shows a visitor every slot's published RTP and that every spin is random", async ({ page }) => {
  await page.goto("/hack-slot");
  await expect(page.getByText("ทุกการหมุนเป็นการสุ่มโดยสมบูรณ์", { exact: false })).toBeVisible();
  const table = page.getByTestId("rtp-table");
  await expect(table).toBeVisible();
  await expect(table.getByRole("row").nth(1)).toContainText("%");
  if (!mockMode) {
    await expect(table.getByRole("row", { name: /Prism Lab/ })).toContainText("96.80%");
    await expect(table.getByRole("row", { name: /Temple of Stars/ })).toContainText("96.70%");
  }
  // Unlike /cheat, a category page open to visitors: no login popup.
  await expect(page.getByTestId("login-prompt")).toBeHidden();
});

test("a visitor's click on a game on a category page opens 'Log in to play?', leading back here", async ({ page }) => {
  await page.goto("/slot");
  await cards(page).first().click();
  const dialog = page.getByTestId("login-prompt");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("เข้าสู่ระบบเพื่อเล่น?")).toBeVisible();
  await dialog.getByRole("link", { name: "เข้าสู่ระบบ" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fslot$/);
});

test("a member's click on a game opens /game on a random host in a new tab", async ({ page, context }) => {
  await asDemo(page);
  await page.goto("/casino");
  const opened = context.waitForEvent("page");
  await cards(page).first().click();
  const tab = await opened;
  await tab.waitForURL(/\/game\?g=[1-7]&game=\d+$/);
  await tab.close();
  await expect(page.getByTestId("login-prompt")).toBeHidden();
});

test("the mobile bar's centre: สมัครเลย for a visitor, เข้าเกม launching a game for a member", { tag: "@layout" }, async ({ page, context }) => {
  test.skip(!isMobile(page), "the bottom bar is for phones");
  await page.goto("/slot");
  const bar = page.getByTestId("mobile-bar");
  await expect(bar.getByRole("link", { name: "สมัครเลย" })).toHaveAttribute("href", "/register");
  await asDemo(page);
  await page.goto("/");
  const opened = context.waitForEvent("page");
  await bar.getByRole("link", { name: "เข้าเกม" }).click();
  const tab = await opened;
  await tab.waitForURL(/\/game\?g=[1-7]$/);
  await tab.close();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown category, or one without a page, is a 404", async ({ page }) => {
  for (const path of ["/not-a-category", "/skill", "/SLOT", "/slots"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByTestId("error-page").getByText("This page could not be found")).toBeVisible();
  }
});

test("the landing leads to every category page and shows the skill games", { tag: "@layout" }, async ({ page }) => {
  await page.goto("/");
  const lobby = page.locator("#categories");
  for (const [path] of CATEGORIES) await expect(lobby.locator(`a[href="/${path}"]`)).toHaveCount(1);
  await expect(lobby.getByRole("link", { name: /สูตรสล็อต/ })).toContainText("NEW");
  if (!mockMode) {
    await expect(page.locator("#skill").getByRole("button", { name: PLAY })).toHaveCount(8);
    expect(await page.locator("#hot").getByRole("button", { name: PLAY }).count()).toBe(12);
  }
  // Chosen from the lobby far down the home page, the category page opens with its title clear of the sticky header.
  await lobby.locator('a[href="/fish"]').click();
  await expect(page).toHaveURL(/\/fish$/);
  await expectTitleClear(page);
});
