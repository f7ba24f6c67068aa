import { expect, test, type Page } from "./fixtures";
import { asDemo, loginViaApi, mockMode } from "./support";

/**
 * QA mode only: /referral and /affiliate against the mock backend (tests/msw/referral.ts), as our API answers and as
 * a family backend does (whole friend lists, no counts, rates or overview). Nothing is claimed here: the demo
 * member's credit is what the other QA specs expect.
 */
test.skip(!mockMode, "the MSW backend's referral answers");

async function useScenario(page: Page, name: string) {
  expect((await page.request.post("/api/qa/scenario", { data: { name } })).status()).toBe(200);
}

test("the demo member's tree, earnings and friends through the BFF", async ({ page }) => {
  await asDemo(page);
  await page.goto("/referral");
  await expect(page.getByTestId("referral-link")).toHaveText(/\/u\/GM812345678$/);
  await expect(page.getByTestId("level-1")).toContainText("23");
  await expect(page.getByTestId("level-2")).toContainText("5");
  await expect(page.getByTestId("level-3")).toContainText("2");
  await expect(page.getByTestId("referral-pending")).toHaveText("฿76.50");
  await expect(page.getByTestId("claimable-commission")).toHaveCount(1);
  await expect(page.getByTestId("referral-terms")).toContainText("ระดับ 1: 0.5%");

  await page.goto("/affiliate?tab=members");
  const rows = page.getByTestId("affiliate-members").getByTestId("member-row");
  await expect(rows).toHaveCount(20);
  await page.getByRole("button", { name: "ดูเพิ่ม" }).click();
  await expect(rows).toHaveCount(23);
  await expect(rows.first()).toHaveText(/08x-xxx-\d{4}/);
});

test("a family backend's referral answer (whole lists, no counts or rates) still shows the tree and the published rates", async ({ page }) => {
  // A session of its own: the scenario lasts for the session.
  await loginViaApi(page);
  await useScenario(page, "referral-family");
  await page.goto("/referral");
  await expect(page.getByTestId("level-1")).toContainText("23");
  await expect(page.getByTestId("level-3")).toContainText("2");
  await expect(page.getByTestId("referral-terms")).toContainText("ระดับ 3: 0.2%");
});
