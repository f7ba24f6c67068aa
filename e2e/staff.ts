import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { DEMO_STAFF } from "../server/db/seed-data";
import { codeAt, fromBase32, stepOf, TOTP_STEP_SECONDS } from "../server/protection/totp-code";

/**
 * A TOTP code for `secret` that the server takes now and that no earlier sign-in of this run used. The server takes a
 * step either side of its own (clock drift) but only one later than the account's last, so successive sign-ins use
 * the steps in order: up to three within one 30-second step, then a wait. This run's last step per account is kept in
 * a file (several specs sign the demo owner in).
 */
export async function unusedCode(secret: string, who: string): Promise<string> {
  const file = path.join(os.tmpdir(), `gm-e2e-totp-${process.env.E2E_PORT ?? "3100"}-${who}`);
  for (;;) {
    const last = fs.existsSync(file) ? Number(fs.readFileSync(file, "utf8")) : -Infinity;
    const now = stepOf(new Date());
    // A few seconds' margin: the step before the server's must still be "one either side" when the form arrives.
    const step = Math.max(last + 1, stepOf(new Date(Date.now() + 5_000)) - 1);
    if (step <= now + 1) {
      fs.writeFileSync(file, String(step));
      return codeAt(fromBase32(secret), step);
    }
    await new Promise((r) => setTimeout(r, (step - 1) * TOTP_STEP_SECONDS * 1000 - Date.now() + 100));
  }
}

/** Signs the demo owner in on /backoffice/login and waits for the back office's first page. */
export async function signInAsOwner(page: Page) {
  await page.goto("/backoffice/login");
  await page.getByLabel("ชื่อผู้ใช้").fill(DEMO_STAFF.username);
  await page.getByLabel("รหัสผ่าน").fill(DEMO_STAFF.password);
  await page.getByLabel("รหัสยืนยันตัวตน").fill(await unusedCode(DEMO_STAFF.totpSecret, DEMO_STAFF.username));
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await expect(page).toHaveURL(/\/backoffice$/);
}
