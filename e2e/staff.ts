import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { DEMO_STAFF } from "../server/db/seed-data";
import { codeAt, fromBase32, stepOf, TOTP_STEP_SECONDS } from "../server/protection/totp-code";

/**
 * A TOTP code for `secret` that no earlier sign-in of this run used: a code works once (the server keeps the step), and
 * several specs sign in as the demo owner. A step is claimed by creating a file for it; a taken step means waiting for
 * the next one (at most 30 s).
 */
export async function unusedCode(secret: string, who: string): Promise<string> {
  for (;;) {
    const step = stepOf(new Date());
    const claim = path.join(os.tmpdir(), `gm-e2e-totp-${process.env.E2E_PORT ?? "3100"}-${who}-${step}`);
    try {
      fs.closeSync(fs.openSync(claim, "wx"));
      return codeAt(fromBase32(secret), step);
    } catch {
      await new Promise((r) => setTimeout(r, (step + 1) * TOTP_STEP_SECONDS * 1000 - Date.now() + 100));
    }
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
