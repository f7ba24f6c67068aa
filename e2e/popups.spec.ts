import { execFileSync } from "node:child_process";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { mockMode } from "./support";
import { freshPhone, registerViaApi } from "./members";

/**
 * The site messages (popups) against the real API. The operator's commands: `npm run ops` with PostgreSQL; with the
 * embedded PGlite (which one process at a time may open) the same domain functions through the demo-mode
 * POST /api/demo/site-message. Each test clears what it set, so the other specs never meet a popup.
 */
test.skip(mockMode, "the operator's commands need the real API");

async function operator(request: APIRequestContext, args: string[], body: Record<string, unknown>) {
  if (process.env.DATABASE_URL) {
    return execFileSync("npm", ["run", "--silent", "ops", "--", ...args], { env: { ...process.env, DEMO_MODE: "1" }, encoding: "utf8" });
  }
  const res = await request.post("/api/demo/site-message", { data: body });
  expect(res.ok(), `site-message ${res.status()} ${await res.text()}`).toBe(true);
  return JSON.stringify(await res.json());
}
const setMaintenance = (r: APIRequestContext, html: string) => operator(r, ["maintenance", "set", html], { action: "maintenance-set", html });
const clearMaintenance = (r: APIRequestContext) => operator(r, ["maintenance", "clear"], { action: "maintenance-clear" });

async function shot(page: Page, name: string) {
  await page.waitForTimeout(250); // let the dialog finish opening
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}
/** The page has asked for its messages and had time to open a popup. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
}

test("maintenance: the visitor ticks don't-show-again, no popup for an hour, then it returns", { tag: "@layout" }, async ({ page, context }) => {
  await setMaintenance(page.request, `<p><b>ปิดปรับปรุงระบบ</b> 02:00–04:00 น.</p><img src=x onerror="alert(1)"><script>alert(2)</script>`);
  try {
    await page.goto("/");
    const popup = page.getByTestId("maintenance-popup");
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId("maintenance-content")).toHaveText("ปิดปรับปรุงระบบ 02:00–04:00 น.");
    await expect(popup.locator("script, [onerror]")).toHaveCount(0);
    await expect(popup.getByRole("link", { name: "GOLDMOON" })).toHaveAttribute("href", /^https:\/\/line\./);
    await shot(page, "maintenance");
    await popup.getByText("ไม่ต้องแสดงข้อความนี้อีก").click();
    await popup.getByRole("button", { name: "ปิด" }).last().click();
    await expect(popup).toBeHidden();

    const cookie = (await context.cookies()).find((c) => c.name === "maintenance_status");
    expect(cookie?.value).toBe("false");
    expect(cookie?.path).toBe("/");
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 3600))).toBeLessThan(60);

    await page.reload();
    await settled(page);
    await expect(page.getByTestId("maintenance-popup")).toBeHidden();

    // An hour later: the browser drops the cookie at its expiry; moved here by expiring it now.
    await context.addCookies([{ ...cookie!, expires: Math.floor(Date.now() / 1000) - 1 }]);
    await page.reload();
    await expect(page.getByTestId("maintenance-popup")).toBeVisible();
  } finally {
    await clearMaintenance(page.request);
  }
});

test("a popup news item shows once per browser", { tag: "@layout" }, async ({ page }, info) => {
  const title = `โปรฝากแรก ${info.project.name}`;
  const html = `<p>ฝาก 100 รับ <b>200</b></p><a href="javascript:alert(1)">x</a>`;
  const out = await operator(page.request, ["news", "add", title, html], { action: "news-add", title, html });
  const id = Number((/"id":(\d+)/.exec(out) ?? /news #(\d+)/.exec(out))?.[1]);
  try {
    await page.goto("/");
    const popup = page.getByTestId("news-popup");
    await expect(popup.getByRole("heading", { name: title })).toBeVisible();
    await expect(popup.locator('a[href^="javascript"]')).toHaveCount(0);
    await shot(page, "news");
    await popup.getByRole("button", { name: "ปิด" }).last().click();
    await expect(popup).toBeHidden();
    await page.reload();
    await settled(page);
    await expect(page.getByTestId("news-popup")).toBeHidden();
  } finally {
    if (id) await operator(page.request, ["news", "remove", String(id)], { action: "news-remove", id });
  }
});

test("a member's notification shows once, with LINE's VIP link", { tag: "@layout" }, async ({ page }, info) => {
  const phone = freshPhone(41, info.project.name);
  await registerViaApi(page.request, phone);
  await operator(page.request, ["notify", phone, "ยอดฝาก 500 บาทเข้าบัญชีแล้ว ขอบคุณที่ใช้บริการ"], {
    action: "notify",
    phone,
    message: "ยอดฝาก 500 บาทเข้าบัญชีแล้ว ขอบคุณที่ใช้บริการ",
  });
  await page.goto("/");
  const popup = page.getByTestId("notification-popup");
  await expect(popup.getByRole("heading", { name: "การแจ้งเตือน" })).toBeVisible();
  await expect(popup.getByTestId("notification-message")).toHaveText("ยอดฝาก 500 บาทเข้าบัญชีแล้ว ขอบคุณที่ใช้บริการ");
  await expect(popup.getByRole("link", { name: /แอดไลน์ VIP/ })).toHaveAttribute("href", /^https:\/\/line\.[^/]+\/goldmoon-vip$/);
  await shot(page, "notification");
  await popup.getByRole("button", { name: "ตกลง" }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await settled(page);
  await expect(page.getByTestId("notification-popup")).toBeHidden();
});
