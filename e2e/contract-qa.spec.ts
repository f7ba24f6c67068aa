import { expect, test } from "./fixtures";
import { loginViaApi, mockMode } from "./support";

/**
 * QA mode only: the operator's backend answers a withdrawal in a shape outside the contract (the mock backend's
 * "off-contract" scenario, tests/msw/handlers.ts). The forwarder checks every backend answer: the member gets its Thai
 * 502, never the answer.
 */
test.skip(!mockMode, "the MSW backend's off-contract scenario");

const OFF_CONTRACT = "ระบบหลังบ้านตอบกลับข้อมูลไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง";

test("a backend answer outside the contract is the forwarder's Thai 502, on the API and in the withdraw form", async ({ page }) => {
  // A session of its own: the scenario lasts for the session.
  await loginViaApi(page);
  expect((await page.request.post("/api/qa/scenario", { data: { name: "off-contract" } })).status()).toBe(200);

  const direct = await page.request.post("/api/requests/withdraw", { data: { amount: 100 }, headers: { "idempotency-key": "e2e-off-contract" } });
  expect(direct.status()).toBe(502);
  expect(await direct.json()).toEqual({ message: OFF_CONTRACT });

  await page.goto("/withdraw");
  const form = page.getByTestId("withdraw-form");
  await form.getByLabel("จำนวนเงินที่ต้องการถอน (บาท)").fill("100");
  await form.getByRole("button", { name: "ยืนยันการถอน" }).click();
  await expect(form).toContainText(OFF_CONTRACT);
});
