import { expect, test } from "./fixtures";
import { watchExternalRequests } from "./support";

test("the Thai landing renders in Kanit with nothing fetched from outside", async ({ page }, info) => {
  const external = watchExternalRequests(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByRole("heading", { name: "เกมมาแรง" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "เลือกหมวดเกม" })).toBeVisible();
  // One h1 for a screen reader's heading list, not drawn.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("เกมฮิตประจำวัน");
  await expect(page.getByRole("link", { name: "เข้าสู่ระบบ" }).first()).toBeVisible();
  const kanit = await page.evaluate(async () => {
    await document.fonts.ready;
    await document.fonts.load('600 20px "Kanit"', "เกมมาแรง");
    return document.fonts.check('600 20px "Kanit"', "เกมมาแรง");
  });
  expect(kanit).toBe(true);
  await expect(page.locator("html")).toHaveClass(WEB_FONTS);
  const family = await page.getByRole("heading", { name: "เกมมาแรง" }).evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toContain("Kanit");
  await page.screenshot({ path: info.outputPath("landing.png") });
  expect(external).toEqual([]);
});

/** The class app/_fonts/web-fonts.tsx puts on <html> once Kanit's files are here: the body's font is Kanit from then. */
const WEB_FONTS = /(^|\s)wf(\s|$)/;

test("the page's styles never wait for a font file: Kanit is fetched by the script, then used; the next visit starts in it", async ({ page, browser }) => {
  // Without JavaScript no font file is fetched at all: nothing in the stylesheets asks for Kanit before "wf".
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  const fonts: string[] = [];
  bare.on("request", (r) => r.url().endsWith(".woff2") && fonts.push(r.url()));
  await bare.goto("/", { waitUntil: "load" });
  await expect(bare.getByRole("heading", { name: "เกมมาแรง" })).toBeVisible();
  expect(fonts).toEqual([]);
  await noScript.close();

  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { kanitAtStart: boolean }).kanitAtStart = document.documentElement.classList.contains("wf");
    });
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(WEB_FONTS);
  expect(await page.evaluate(() => (window as unknown as { kanitAtStart: boolean }).kanitAtStart)).toBe(false);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Kanit,/);
  expect(await page.evaluate(() => document.fonts.check('600 20px "Kanit"', "เกมมาแรง"))).toBe(true);

  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { kanitAtStart: boolean }).kanitAtStart)).toBe(true);
});

test("the footer lists the 14 banks, the support link and © 2024", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer.getByRole("list", { name: "รองรับธนาคารชั้นนำ" }).getByRole("listitem")).toHaveCount(14);
  await expect(footer.getByText("© 2024")).toBeVisible();
  await expect(footer.getByRole("link", { name: /ติดต่อฝ่ายบริการลูกค้า/ })).toHaveAttribute("href", /^https:\/\//);
});

test("the banner slider loops on its own: 1 panel every 3 s on mobile, 3 every 2 s on desktop", { tag: "@layout" }, async ({ page }, info) => {
  // The page's clock is the test's: each move comes when the test moves it on by the slider's delay.
  await page.clock.install();
  await page.goto("/");
  const slider = page.getByTestId("banner-slider");
  await expect(slider.locator(".swiper-initialized, .swiper-horizontal").or(slider)).toBeVisible();
  await expect(slider).toHaveClass(/swiper-initialized/);
  const desktop = info.project.name.startsWith("desktop");
  const visible = await slider.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll(".swiper-slide")].filter((s) => {
      const r = s.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
  expect(visible).toBe(desktop ? 3 : 1);
  const active = () => slider.locator(".swiper-slide-active").getAttribute("data-banner");
  const delay = desktop ? 2_000 : 3_000;
  const first = await active();
  await page.clock.fastForward(delay);
  await expect.poll(active).not.toBe(first);
  const second = await active();
  await page.clock.fastForward(delay);
  await expect.poll(active).not.toBe(second);
});

test("with reduced motion asked, the banner slider stays on its first panel however long the page is open", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto("/");
  const slider = page.getByTestId("banner-slider");
  await expect(slider).toHaveClass(/swiper-initialized/);
  const active = () => slider.locator(".swiper-slide-active").getAttribute("data-banner");
  const first = await active();
  await page.clock.fastForward(30_000);
  // Another slider move would have come every 2 s; give a wrongly scheduled one the time to land.
  await page.clock.runFor(2_000);
  expect(await active()).toBe(first);
});

test("a visitor sees register and login in the header and สมัครเลย in the mobile bar", { tag: "@layout" }, async ({ page }, info) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "เข้าสู่ระบบ" })).toBeVisible();
  if (info.project.name.startsWith("mobile")) {
    const bar = page.getByTestId("mobile-bar");
    await expect(bar.getByRole("link", { name: "สมัครเลย" })).toHaveAttribute("href", "/register");
    await expect(bar.getByRole("link", { name: "เข้าสู่ระบบ" })).toBeVisible();
  }
});

test("a visitor's click on a game opens 'Log in to play?'", { tag: "@layout" }, async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: / เล่นเลย$/ }).first().click();
  const dialog = page.getByTestId("login-prompt");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "เข้าสู่ระบบ" })).toBeVisible();
  await dialog.getByRole("button", { name: "ปิด" }).click();
  await expect(dialog).toBeHidden();
});
