import { execFileSync } from "node:child_process";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { freshPhone as phoneFor, registerViaApi } from "./members";
import { asDemo, demo, fillLogin, mockMode } from "./support";

/**
 * Playing: a member's game card opens the /game tab, which swaps itself for a single-use launch URL on one
 * of the 7 hosts; the demo provider turns the token into its own cookie session and a playable slot. Visitors get
 * the login prompt, members without a first deposit the first-deposit refusal. In QA mode the launch URL points at a
 * provider that is not there (operator mode), so only the site's side is checked.
 */
const FIRST_DEPOSIT = "please make the first deposit to play";
const ACTIVITY = "https://activity.example/goldmoon";

const PASSWORD = "Secret123";
const simulate = (...args: string[]) =>
  execFileSync("npm", ["run", "--silent", "simulate", "--", ...args], { env: process.env, encoding: "utf8" });

/** A newly registered member whose first deposit of 500 baht is credited: they may play. */
async function depositedMember(page: Page, slot: number, project: string, baseURL: string) {
  const phone = phoneFor(slot, project);
  await registerViaApi(page.request, phone, PASSWORD);
  expect((await page.request.post("/api/requests/deposit/prepare", { data: { amount: 500, promotion_id: null, ip: "" } })).ok()).toBe(true);
  simulate("transfer", phone, "--base", baseURL);
  return phone;
}

/** Self-excludes for 6 months on /account, as the member does. */
async function selfExclude(page: Page) {
  await page.goto("/account#exclusion");
  const section = page.getByTestId("account-exclusion");
  await section.getByText("6 เดือน", { exact: true }).click();
  await section.getByLabel("รหัสผ่านของคุณ (เพื่อยืนยัน)", { exact: true }).fill(PASSWORD);
  await section.getByRole("button", { name: "ดำเนินการต่อ" }).click();
  await page.getByTestId("exclusion-confirm").getByRole("button", { name: "ยืนยันระงับบัญชี" }).click();
  await expect(section.getByTestId("exclusion-done")).toBeVisible();
}

const SELF_EXCLUDED = /คุณระงับบัญชีตนเองแล้ว เกมจึงปิดลง/;

const satangOf = (text: string | null) => Math.round(Number((text ?? "").replace(/[฿,\s]/g, "")) * 100);

async function launch(request: APIRequestContext, host: number, game?: number): Promise<string> {
  const res = await request.post("/api/games/launch", { data: { host, game } });
  expect(res.status()).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return url;
}

async function spinOnce(page: Page) {
  const answer = page.waitForResponse((r) => r.url().endsWith("/demo-provider/api/spin") && r.request().method() === "POST");
  await page.getByTestId("spin").click();
  const res = await answer;
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { bet_satang: number; win_satang: number; balance_satang: number; reels: string[] };
  // The reels turn for 2.5 s; the balance changes when the last one lands.
  await expect(page.getByTestId("spin")).toBeEnabled({ timeout: 6_000 });
  return body;
}

test("a casino card opens the demo provider's notice (only slots are playable in the demo), never a slot", async ({ page, context }, info) => {
  test.skip(mockMode, "the embedded demo provider");
  await asDemo(page);
  await page.goto("/casino");
  const card = page.locator("[data-play]").first();
  const [tab] = await Promise.all([context.waitForEvent("page"), card.click()]);
  await tab.waitForURL(/\/demo-provider\/play\/[a-z0-9-]+$/);
  const notice = tab.getByTestId("provider-not-playable");
  await expect(notice).toContainText("เล่นได้เฉพาะสล็อต");
  await expect(notice).toContainText("คาสิโน");
  await expect(tab.getByTestId("spin")).toHaveCount(0);
  await expect(notice.getByRole("link", { name: "เล่นสล็อตทดลอง" })).toHaveAttribute("href", "/slot");
  await tab.screenshot({ path: info.outputPath(`demo-casino-${tab.viewportSize()!.width}.png`) });
});

test("a member's game card opens a new tab that lands on the demo slot, and a spin moves the balance by win − bet", async ({ page, context }) => {
  await asDemo(page);
  await page.goto("/");
  const card = page.locator("[data-play]").first();
  const [tab] = await Promise.all([context.waitForEvent("page"), card.click()]);
  if (mockMode) {
    await tab.waitForURL(/\/demo-provider\/h[1-7]\?token=mock-launch-\d+/);
    return;
  }
  await tab.waitForURL(/\/demo-provider\/play\/[a-z0-9-]+$/);
  expect(tab.url()).not.toContain("token");
  await expect(tab.getByTestId("demo-badge")).toHaveText("โหมดทดลอง");
  const balance = tab.getByTestId("provider-balance");
  const before = satangOf(await balance.textContent());
  expect(before).toBeGreaterThan(0);

  const spun = await spinOnce(tab);
  expect(spun.balance_satang).toBe(before - spun.bet_satang + spun.win_satang);
  await expect(balance).toHaveText(`฿${(spun.balance_satang / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
  await expect(tab.getByTestId("spin-message")).toHaveText(spun.win_satang > 0 ? /ชนะ/ : /ไม่ถูกรางวัล/);

  // (The site's credit refresh reading this balance is a unit test: checking it here would change the demo member's
  // shown credit, which the other specs of this run expect as seeded.)
});

test("the slot refuses a second spin inside 2.5 s server-side, and keeps SPIN disabled through the cycle", async ({ page }) => {
  test.skip(mockMode, "the embedded demo provider");
  await asDemo(page);
  await page.goto(await launch(page.request, 1));
  await page.waitForURL(/\/demo-provider\/play\//);
  const slug = page.url().split("/").pop()!;
  const spin = (bet: number) =>
    page.request.post("/demo-provider/api/spin", { data: { game: slug, bet_satang: bet, spin_id: crypto.randomUUID() } });
  const first = await spin(100);
  expect(first.status(), await first.text()).toBe(200);
  const fast = await spin(100);
  expect(fast.status()).toBe(429);
  expect(Number(fast.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
  // The UI keeps SPIN disabled for the whole cycle.
  await page.getByTestId("spin").click();
  await expect(page.getByTestId("spin")).toBeDisabled();
});

test("every one of the 7 hosts opens the game", async ({ page }) => {
  test.skip(mockMode, "the embedded demo provider");
  await asDemo(page);
  for (let host = 1; host <= 7; host++) {
    const url = await launch(page.request, host);
    // A request without Origin is a client on another origin: the URL is absolute, on this site.
    expect(url).toMatch(new RegExp(`^https?://[^/]+/demo-provider/h${host}\\?token=[A-Za-z0-9_-]{43}$`));
    expect(url).not.toContain(demo.phone);
    await page.goto(url);
    await expect(page).toHaveURL(/\/demo-provider\/play\/[a-z0-9-]+$/);
    await expect(page.getByTestId("spin")).toBeVisible();
  }
});

test("a launch URL works once: opened again it is refused", async ({ page }) => {
  test.skip(mockMode, "the embedded demo provider");
  await asDemo(page);
  const url = await launch(page.request, 4);
  const first = await page.request.get(url, { maxRedirects: 0 });
  expect(first.status()).toBe(303);
  expect(first.headers()["location"]).toMatch(/^\/demo-provider\/play\//);
  expect(first.headers()["set-cookie"]).toMatch(/HttpOnly/i);
  const again = await page.request.get(url, { maxRedirects: 0 });
  expect(again.status()).toBe(303);
  expect(again.headers()["location"]).toBe("/demo-provider/link-invalid");
  await page.goto(url);
  await expect(page.getByTestId("launch-link-invalid")).toBeVisible();
  await expect(page.getByRole("link", { name: "กลับล็อบบี้" }).last()).toHaveAttribute("href", "/");
});

test("a visitor opening /game gets the login prompt, and after logging in the game opens", async ({ page }) => {
  await page.goto("/game?g=3");
  const prompt = page.getByTestId("login-prompt");
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole("heading", { name: "เข้าสู่ระบบเพื่อเล่น?" })).toBeVisible();
  await prompt.getByRole("link", { name: "เข้าสู่ระบบ" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgame%3Fg%3D3/);
  await fillLogin(page, demo.phone, demo.password);
  if (mockMode) await page.waitForURL(/\/demo-provider\/h3\?token=mock-launch-\d+/);
  else await page.waitForURL(/\/demo-provider\/play\//);
});

test("/game with an invalid host still opens a valid one", async ({ page }) => {
  await asDemo(page);
  await page.goto("/game?g=99");
  await page.waitForURL(mockMode ? /\/demo-provider\/h[1-7]\?token=/ : /\/demo-provider\/play\//);
});

test("a member without a first deposit: the API says its English words, the page says it in Thai, with the way to deposit", async ({ page }, info) => {
  await registerViaApi(page.request, phoneFor(20, info.project.name));
  const res = await page.request.post("/api/games/launch", { data: { host: 2 } });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({ success: false, msg: FIRST_DEPOSIT });
  await page.goto("/game?g=2&game=1");
  const box = page.getByTestId("first-deposit");
  await expect(box).toBeVisible();
  await expect(box).not.toContainText(FIRST_DEPOSIT);
  await expect(box.getByText(/ฝากเงินครั้งแรก/).first()).toBeVisible();
  await expect(box.getByRole("link", { name: "ไปหน้าฝากเงิน" })).toHaveAttribute("href", "/deposit");
});

test("a member's activity button opens a tab that carries a single-use ticket, never the session", async ({ page, context }) => {
  await context.route(`${ACTIVITY}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>activity</title>ok" }));
  await asDemo(page);
  await page.goto("/");
  const football = page.getByRole("banner").getByRole("link", { name: /ทายบอล|ทายผลบอล/ }).first();
  await expect(football).toHaveAttribute("href", "/activity?target=football");
  await expect(football).toHaveAttribute("rel", "noopener noreferrer");
  await expect(football).toHaveAttribute("target", "_blank");
  const [tab] = await Promise.all([context.waitForEvent("page"), football.click()]);
  await tab.waitForURL(new RegExp(`^${ACTIVITY}/football\\?access_token=`));
  const ticket = new URL(tab.url()).searchParams.get("access_token")!;
  const cookies = await context.cookies();
  const jwt = cookies.find((c) => c.name === "jwt")?.value;
  expect(jwt).toBeTruthy();
  expect(tab.url()).not.toContain(jwt!);
  expect(tab.url()).not.toContain(demo.phone);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  if (mockMode) return;
  const redeemed = await page.request.post("/api/activity/redeem", { data: { access_token: ticket } });
  expect(redeemed.status()).toBe(200);
  expect(await redeemed.json()).toEqual({ member: expect.stringMatching(/^[0-9a-f-]{36}$/), target: "football" });
  expect((await page.request.post("/api/activity/redeem", { data: { access_token: ticket } })).status()).toBe(422);

  const lotto = page.getByRole("banner").getByRole("link", { name: /ทายหวย/ }).first();
  await expect(lotto).toHaveAttribute("href", "/activity?target=lotto");
});

test("a visitor's activity buttons go to the activity site's plain pages", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "กิจกรรม" }).first();
  await expect(nav.getByRole("link", { name: /ทายบอล|ทายผลบอล/ })).toHaveAttribute("href", `${ACTIVITY}/football`);
  await expect(nav.getByRole("link", { name: /ทายหวย/ })).toHaveAttribute("href", `${ACTIVITY}/lotto`);
});

test("a self-exclusion made while a game tab is loading: the link minted a moment before no longer opens, and says why", async ({
  page,
  context,
  baseURL,
}, info) => {
  test.skip(mockMode, "the embedded demo provider");
  await depositedMember(page, 90, info.project.name, baseURL!);
  // The /game tab's launch: its link is made, and the tab is still on its way to the provider.
  const { url } = (await (await page.request.post("/api/games/launch", { data: { host: 3 } })).json()) as { url: string };
  const game = await context.newPage();
  await selfExclude(page);
  await game.goto(url);
  await expect(game.getByTestId("launch-link-invalid")).toContainText(SELF_EXCLUDED);
  await expect(game.getByTestId("spin")).toHaveCount(0);
});

test("a self-exclusion made while a game is open: its next spin is refused, and the game says why", async ({ page, context, baseURL }, info) => {
  test.skip(mockMode, "the embedded demo provider");
  await depositedMember(page, 91, info.project.name, baseURL!);
  const game = await context.newPage();
  await game.goto(await launch(page.request, 5));
  await expect(game.getByTestId("spin")).toBeEnabled();
  await selfExclude(page);
  const answer = game.waitForResponse((r) => r.url().endsWith("/demo-provider/api/spin"));
  await game.getByTestId("spin").click();
  expect((await answer).status()).toBe(401);
  await expect(game.getByTestId("spin-message")).toHaveText(SELF_EXCLUDED);
  await expect(game.getByTestId("spin")).toBeDisabled();
  // Opened again, the game page says the same.
  await game.reload();
  await expect(game.getByTestId("provider-session-gone")).toContainText(SELF_EXCLUDED);
});
