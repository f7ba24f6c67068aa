import { expect, test } from "./fixtures";
import { loginViaApi, mockMode } from "./support";

/**
 * QA mode only: the maintenance popup against the mock backend's "maintenance-on" scenario (tests/msw/messages.ts),
 * a record as an operator's backend sends it (HTML content, no image). Only this session sees it.
 */
test.skip(!mockMode, "the MSW backend's maintenance-on scenario");

test("a backend's maintenance record opens the popup; closing without the box brings it back, with it keeps it away", async ({ page, context }) => {
  // A session of its own: the scenario lasts for the session.
  await loginViaApi(page);
  expect((await page.request.post("/api/qa/scenario", { data: { name: "maintenance-on" } })).status()).toBe(200);

  await page.goto("/");
  const popup = page.getByTestId("maintenance-popup");
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId("maintenance-content")).toContainText("ปิดปรับปรุงระบบชั่วคราว 02:00–04:00 น.");
  await expect(popup.locator("img")).toHaveCount(0);
  await popup.getByRole("button", { name: "ปิด" }).last().click();
  await expect(popup).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === "maintenance_status")).toBeUndefined();

  await page.reload();
  await expect(popup).toBeVisible();
  await popup.getByText("ไม่ต้องแสดงข้อความนี้อีก").click();
  await popup.getByRole("button", { name: "ปิด" }).last().click();
  await expect(popup).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === "maintenance_status")?.value).toBe("false");

  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(popup).toBeHidden();
});
