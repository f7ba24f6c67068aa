import { expect, type Page } from "@playwright/test";

export const mockMode = process.env.E2E_API === "mock";

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

export async function loginAsDemo(page: Page, from = "/login") {
  await page.goto(from);
  await fillLogin(page, demo.phone, demo.password);
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
