import { expect, test, type Page } from "./fixtures";
import { CREDIT_POLL_MS, MAX_FAILED_POLLS } from "@/lib/wallet/credit-check";
import { asDemo, isMobile, loginViaApi, mockMode, openOnClock, pollAfter, storedCredit } from "./support";

/** The credit check: the refresh icon beside the credit, through the real API or (QA mode) MSW scenarios. */
const text = {
  checking: "ดำเนินการเช็คเครดิต",
  checked: "เช็คเครดิตเรียบร้อย",
  timedOut: "หมดระยะเวลาเช็คเครดิต ลิมิตไว้ไม่เกินจำนวน 2 ครั้ง",
};

/** On the mobile dashboard the wallet card is the one credit display; the header strip shows it elsewhere. */
const strip = (page: Page) => page.getByTestId(isMobile(page) ? "balance-card" : "member-strip-header");
const creditOf = (page: Page) => (isMobile(page) ? page.getByTestId("balance") : strip(page).getByTestId("credit"));
const refreshIcon = (page: Page) => strip(page).getByRole("button", { name: "รีเฟรชเครดิต" });
// A toast is announced politely (role="status"), an error at once (role="alert").
const toast = (page: Page, message: string) =>
  page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: new RegExp(`^${message.replace(/\./g, "\\.")}$`) });
const baht = (n: number) => `฿${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** QA mode only: the mock backend plays this scenario for the page's session (tests/msw/handlers.ts). */
async function useScenario(page: Page, name: string) {
  expect((await page.request.post("/api/qa/scenario", { data: { name } })).status()).toBe(200);
}

test("the refresh icon checks the credit: spinner and ดำเนินการเช็คเครดิต, then เช็คเครดิตเรียบร้อย and the stored credit", async ({ page }, info) => {
  await asDemo(page);
  await openOnClock(page, "/");
  const credit = creditOf(page);
  await expect(credit).toHaveText(await storedCredit(page));
  const icon = refreshIcon(page);

  const checked = page.waitForResponse((r) => r.url().endsWith("/api/customers/check-credit"));
  await icon.click();
  expect((await (await checked).json()) as unknown).toMatchObject({ credit_success: true });
  await expect(toast(page, text.checking)).toBeVisible();
  // Every icon shows the one check.
  await expect(icon).toHaveAttribute("aria-busy", "true");
  await expect(icon).toBeDisabled();
  await expect(icon.locator("i")).toHaveCSS("animation-name", /spin/);
  await expect(page.getByTestId("balance-card").getByRole("button", { name: "รีเฟรชเครดิต" })).toBeDisabled();
  if (isMobile(page)) await page.screenshot({ path: info.outputPath("credit-checking-375.png") });

  // The first poll, 5 s later, finds credit_checking 0: the credit it read is what the page shows.
  const polled = await pollAfter(page, CREDIT_POLL_MS);
  const { data } = (await polled.json()) as { data: { ufabet_credit: string; credit_checking: number } };
  expect(data.credit_checking).toBe(0);
  await expect(toast(page, text.checked)).toBeVisible();
  await expect(credit).toHaveText(baht(Number(data.ufabet_credit)));
  await expect(page.getByTestId("balance")).toHaveText(baht(Number(data.ufabet_credit)));
  await expect(icon).toBeEnabled();
  await expect(icon).toHaveAttribute("aria-busy", "false");
  await expect(icon.locator("i")).toHaveCSS("animation-name", "none");
  if (isMobile(page)) await page.screenshot({ path: info.outputPath("credit-checked-375.png") });
});

test("QA: credit_checking never returns to 0 → the third poll shows หมดระยะเวลาเช็คเครดิต … 2 ครั้ง", async ({ page }) => {
  test.skip(!mockMode, "a QA-mode scenario (E2E_API=mock)");
  // A session of its own: the scenario lasts for the session.
  await loginViaApi(page);
  await useScenario(page, "credit-check-timeout");
  await openOnClock(page, "/");
  // The profile reads sent from the click on (the page's first read may still be on its way: not a poll).
  let polls = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/customers/profile")) polls++;
  });
  await refreshIcon(page).click();
  await expect(toast(page, text.checking)).toBeVisible();
  // Each poll 5 s after the last: the two tolerated ones leave the check running, the third ends it.
  for (let poll = 1; poll <= MAX_FAILED_POLLS; poll++) {
    await pollAfter(page, CREDIT_POLL_MS);
    await expect(refreshIcon(page)).toBeDisabled();
    await expect(toast(page, text.timedOut)).toHaveCount(0);
  }
  await pollAfter(page, CREDIT_POLL_MS);
  await expect(toast(page, text.timedOut)).toBeVisible();
  await expect(refreshIcon(page)).toBeEnabled();
  expect(polls).toBe(MAX_FAILED_POLLS + 1);
  await page.clock.fastForward(CREDIT_POLL_MS * 4);
  await expect(refreshIcon(page)).toBeEnabled();
  expect(polls).toBe(MAX_FAILED_POLLS + 1); // polling stopped
});

test("QA: 'Unauthenticated.' during the poll stops it and logs out", async ({ page }) => {
  test.skip(!mockMode, "a QA-mode scenario (E2E_API=mock)");
  // A session of its own: the scenario ends it.
  await loginViaApi(page);
  await useScenario(page, "unauthenticated-mid-poll");
  await openOnClock(page, "/");
  await refreshIcon(page).click();
  await expect(toast(page, text.checking)).toBeVisible();
  // The poll (or any other read that meets the ended session first) gets the 401: the page logs out.
  await page.clock.fastForward(CREDIT_POLL_MS);
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, text.checked)).toHaveCount(0);
});

test("every refresh icon is a 44 px touch target; the mobile dashboard shows the credit once (wallet card, no header strip)", { tag: "@layout" }, async ({ page }) => {
  await asDemo(page);
  await page.goto("/");
  const expectTouchTarget = async (scope: string) => {
    const box = await page.getByTestId(scope).getByRole("button", { name: "รีเฟรชเครดิต" }).boundingBox();
    expect(box, scope).not.toBeNull();
    expect(box!.width, scope).toBeGreaterThanOrEqual(44);
    expect(box!.height, scope).toBeGreaterThanOrEqual(44);
  };
  await expectTouchTarget("balance-card");
  if (isMobile(page)) {
    await expect(page.getByTestId("member-strip-bar")).toHaveCount(0);
    await page.goto("/promotion");
    await expect(page.getByTestId("member-strip-bar")).toBeVisible();
    await expectTouchTarget("member-strip-bar");
  } else {
    await expectTouchTarget("member-strip-header");
  }
});

test("the member's credit is in the page as sent: without JavaScript the wallet card and both member strips show it", async ({ page, browser, baseURL }) => {
  await asDemo(page);
  const creditNow = () => storedCredit(page);
  const before = await creditNow();
  expect(before, "a credit the old ฿0.00 placeholder could not be mistaken for").not.toBe(baht(0));
  // The same session in a browser that runs no script: what the first paint shows before the poll has answered.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    storageState: await page.context().storageState(),
    viewport: page.viewportSize(),
  });
  try {
    const bare = await noScript.newPage();
    const shown = async (path: string, scopes: string[]) => {
      await bare.goto(path);
      for (const scope of scopes) {
        const credit = (await bare.getByTestId(scope).getByTestId(/^(balance|credit)$/).textContent())?.trim();
        // What the API said just before or just after the page was rendered.
        expect([before, await creditNow()], `${path} ${scope}`).toContain(credit);
      }
    };
    await shown("/", ["balance-card"]);
    await expect(bare.getByTestId("balance-card")).toContainText("081-234-5678");
    await shown("/promotion", ["member-strip-header", "member-strip-bar"]);
  } finally {
    await noScript.close();
  }
});
