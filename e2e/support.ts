import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, type BrowserContext, type Page, type Request } from "@playwright/test";
import { DEPOSIT_POLL_MS } from "@/lib/wallet/deposit-watch";

export const mockMode = process.env.E2E_API === "mock";
/** The production topology: the PostgreSQL pass through nginx and two instances (playwright.config.ts, E2E_FRONT). */
export const frontMode = process.env.E2E_FRONT === "1";

/** The demo member: seeded by the embedded API (server/db/seed-data.ts) and by the QA fixtures alike. */
export const demo = {
  phone: "0812345678",
  password: "Demo1234",
};

export const t = {
  loginFailed: "เบอร์โทร, รหัสผ่านไม่ถูกต้อง",
  login: "เข้าสู่ระบบ",
  logout: "ออกจากระบบ",
  phone: "เบอร์โทรศัพท์",
  password: "รหัสผ่าน",
};

const baht = (n: number) => `฿${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The logged-in member's credit as the API stores it now, as the site writes it. For the demo member it is not a
 * constant: specs spin the demo slot as this member, and opening a wallet page refreshes the stored credit.
 */
export async function storedCredit(page: Page): Promise<string> {
  const { data } = (await (await page.request.get("/api/customers/profile")).json()) as { data: { ufabet_credit: string | number } };
  return baht(Number(data.ufabet_credit));
}

export async function fillLogin(page: Page, phone: string, password: string) {
  await page.getByLabel(t.phone).fill(phone);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.login, exact: true }).click();
}

/** The members whose sessions the setup project (sessions-setup.ts) opens once per run; QA mode adds its wallet members. */
export type SavedSession = "demo" | "wallet-mobile-375" | "wallet-desktop-1280";

/** Where a saved session is kept, apart for each backend (the embedded PGlite, PostgreSQL, QA mode's MSW). */
export function sessionFile(who: SavedSession): string {
  const backend = mockMode ? "qa" : process.env.DATABASE_URL ? "pg" : "pglite";
  return fileURLToPath(new URL(`../.data/e2e-sessions/${backend}-${who}.json`, import.meta.url));
}

/**
 * The demo member's session, opened once by the setup project, in this page's browser: the page is a member's from
 * its next navigation. Not for a test that ends its session or picks a QA scenario (both last for the session): such
 * a test opens its own (loginViaApi); the login form itself is tested by auth.spec.ts.
 */
export async function asDemo(page: Page) {
  await restoreSession(page, "demo");
}

export async function restoreSession(page: Page, who: SavedSession) {
  const { cookies } = JSON.parse(readFileSync(sessionFile(who), "utf8")) as { cookies: Parameters<BrowserContext["addCookies"]>[0] };
  await page.context().addCookies(cookies);
  await readNotifications(page);
}

/**
 * Marks the member's unread notifications read, as closing their popups does. Another spec's login as the same member
 * from a new browser leaves a notice for the sessions already open: a saved session would show it where a session
 * opened by the test never did.
 */
async function readNotifications(page: Page) {
  for (let round = 0; round < 10; round++) {
    const res = await page.request.get("/api/customers/profile");
    expect(res.status(), "the saved session is still valid").toBe(200);
    const { data } = (await res.json()) as { data: { events?: { id: number; type: string }[] } };
    const unread = (data.events ?? []).filter((e) => e.type === "notification");
    if (unread.length === 0) return;
    for (const { id } of unread) expect((await page.request.post(`/api/customers/notifications/${id}/read`)).ok()).toBe(true);
  }
  throw new Error("notifications kept coming");
}

/** A session of the test's own, opened through the API as the login form opens it (the form itself: auth.spec.ts). */
export async function loginViaApi(page: Page, phone = demo.phone, password = demo.password) {
  const res = await page.request.post("/api/login", { data: { phone, password, ip: "" } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Opens a member's page on the test's clock (the polls' seconds pass when the test says) and returns once the page
 * has made its start-up reads (the profile, popups, reality check): a read sent after a click counts for a credit
 * check, and a 401 on any of them logs out (both rightly), so a click before them would race the page's start
 * instead of testing the poll.
 */
export async function openOnClock(page: Page, path: string) {
  await page.clock.install();
  const firstRead = page.waitForResponse((r) => r.url().endsWith("/api/customers/profile"));
  await page.goto(path);
  await firstRead;
  await page.waitForLoadState("networkidle");
}

/**
 * The page's next poll of the profile, as answered: the page's clock (page.clock.install() before the page opened)
 * moves on by the poll's `interval`, then a second at a time until the read is sent (React Query counts the interval
 * again from the last read that landed). Not a read sent before, which may still be on its way.
 */
export async function pollAfter(page: Page, interval: number) {
  let sent: Request | null = null;
  const onRequest = (r: Request) => {
    if (!sent && r.url().endsWith("/api/customers/profile")) sent = r;
  };
  page.on("request", onRequest);
  try {
    await page.clock.fastForward(interval);
    await expect
      .poll(async () => {
        if (!sent) await page.clock.fastForward(1_000);
        return sent !== null;
      })
      .toBe(true);
  } finally {
    page.off("request", onRequest);
  }
  const answer = await sent!.response();
  expect(answer, "the profile read was answered").not.toBeNull();
  return answer!;
}

/** The deposit watch's next profile read (every 10 s while a deposit is open), on the page's clock. */
export const nextDepositPoll = (page: Page) => pollAfter(page, DEPOSIT_POLL_MS);

/** A finished deposit's page goes home 2.5 s after its outcome shows: on the page's clock, at once. */
export async function expectHomeAfterOutcome(page: Page) {
  await page.clock.fastForward(2_500);
  await expect(page).toHaveURL(/\/$/);
}

/** Every request the page makes that leaves the machine (nothing should). */
export function watchExternalRequests(page: Page): string[] {
  const external: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && !["data:", "blob:"].includes(url.protocol)) external.push(r.url());
  });
  return external;
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 960;

/** Scrolls to the page's end, as a member reading a long form on a phone is when its result arrives. */
export async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** The page's title (main h1) is fully on screen and not under the sticky header. */
export async function expectTitleClear(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const title = document.querySelector("main h1");
        if (!title) return "no main h1";
        const box = title.getBoundingClientRect();
        const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
        if (box.top < headerBottom - 0.5) return `title top ${Math.round(box.top)} under the header (bottom ${Math.round(headerBottom)})`;
        if (box.bottom > window.innerHeight) return `title bottom ${Math.round(box.bottom)} below the viewport`;
        return "clear";
      }),
    )
    .toBe("clear");
}
