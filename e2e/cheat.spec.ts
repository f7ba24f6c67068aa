import { expect, test } from "./fixtures";
import { asDemo, mockMode } from "./support";

test("/cheat for a visitor opens the login popup instead of the formulas", async ({ page }) => {
  await page.goto("/cheat");
  const prompt = page.getByTestId("login-prompt");
  await expect(prompt).toBeVisible();
  await expect(page.getByTestId("rtp-table")).toHaveCount(0);
  await prompt.getByRole("link", { name: "เข้าสู่ระบบ" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheat$/);
});

test("/cheat for a member shows published RTPs and says every spin is random", async ({ page }) => {
  await asDemo(page);
  await page.goto("/cheat");
  await expect(page.getByText("ทุกการหมุนเป็นการสุ่มโดยสมบูรณ์", { exact: false })).toBeVisible();
  const table = page.getByTestId("rtp-table");
  await expect(table).toBeVisible();
  await expect(table.getByRole("row").nth(1)).toContainText("%");
  if (!mockMode) await expect(table.getByRole("row", { name: /Temple of Stars/ })).toContainText("96.70%");
});
