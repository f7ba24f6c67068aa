/**
 * The browser every e2e run and `npm run screens` use: Debian's chromium-headless-shell, the same Blink as its
 * chromium without the browser's shell around it, at half the CPU per test (docs/decisions/0010-headless-shell.md).
 * Playwright downloads none here.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** Switches for a headless run in a container without a GPU, quiet in the background. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  "--disable-extensions",
  "--no-default-browser-check",
];
