import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { expect, test as setup, type Page } from "./fixtures";
import { fixtureWalletMembers } from "../tests/msw/fixtures";
import { demo, fillLogin, mockMode, sessionFile, type SavedSession } from "./support";

/**
 * The setup project (playwright.config.ts): the members the specs reuse log in once per run, through the login form,
 * and their sessions are saved for the specs (support.ts asDemo, restoreSession) instead of a login in every test.
 */

async function saveLogin(page: Page, who: SavedSession, phone: string, password: string) {
  await page.goto("/login");
  await fillLogin(page, phone, password);
  await expect(page).toHaveURL(/\/$/);
  const file = sessionFile(who);
  mkdirSync(dirname(file), { recursive: true });
  await page.context().storageState({ path: file });
}

setup("the demo member logs in", async ({ page }) => {
  await saveLogin(page, "demo", demo.phone, demo.password);
});

// QA mode's wallet members, one per viewport project (wallet-ui.spec.ts).
const walletSessions = ["wallet-mobile-375", "wallet-desktop-1280"] as const;
for (const [i, who] of walletSessions.entries()) {
  setup(`QA mode: the wallet member of ${who.replace("wallet-", "")} logs in`, async ({ page }) => {
    setup.skip(!mockMode, "the MSW backend's wallet members");
    const { phone, password } = fixtureWalletMembers[i]!;
    await saveLogin(page, who, phone, password);
  });
}
