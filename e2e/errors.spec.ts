import { expect, test } from "./fixtures";
import { mockMode } from "./support";

test("an unknown route shows the 404 page with a way home", async ({ page }, info) => {
  const res = await page.goto("/this-page-does-not-exist");
  expect(res?.status()).toBe(404);
  const box = page.getByTestId("error-page");
  await expect(box.getByText("404")).toBeVisible();
  await expect(box.getByRole("heading", { name: "Not Found" })).toBeVisible();
  // English wording on a Thai page: marked, so a screen reader reads it in English.
  await expect(box.getByRole("heading", { name: "Not Found" })).toHaveAttribute("lang", "en");
  await expect(box.getByText("This page could not be found")).toBeVisible();
  await page.screenshot({ path: info.outputPath("not-found.png") });
  await box.getByRole("link", { name: "กลับหน้าหลัก" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the API answers unknown calls and bad bodies in Laravel's shapes, never a 500", async ({ request }) => {
  test.skip(mockMode, "the embedded API's own answers");
  const unknown = await request.get("/api/no-such-call");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toHaveProperty("message");
  const bad = await request.post("/api/login", { data: "{not json", headers: { "content-type": "application/json" } });
  expect(bad.status()).toBe(422);
  const noAuth = await request.get("/api/customers/profile");
  expect(noAuth.status()).toBe(401);
  expect(await noAuth.json()).toEqual({ message: "Unauthenticated." });
});

test("the 404 heading and the back-home button are in the first screen, above the fixed bottom bar", { tag: "@layout" }, async ({ page }, info) => {
  await page.goto("/no-such-page");
  const viewport = page.viewportSize()!;
  const bar = await page.getByTestId("mobile-bar").boundingBox();
  const limit = bar && bar.height > 0 && bar.y < viewport.height ? bar.y : viewport.height;
  const box = page.getByTestId("error-page");
  for (const target of [box.getByRole("heading", { name: "Not Found" }), box.getByRole("link", { name: "กลับหน้าหลัก" })]) {
    const b = (await target.boundingBox())!;
    expect(b.y + b.height).toBeLessThanOrEqual(limit);
  }
  await page.screenshot({ path: info.outputPath(`404-${viewport.width}.png`) });
});
