/// <reference types="@testing-library/jest-dom/vitest" />
import fs from "node:fs";
import { afterAll, afterEach, beforeAll, inject, vi } from "vitest";
import { resetMockBackend } from "./msw/handlers";
import { checkAnswersToThePage, server } from "./msw/server";

// The DOM's helpers only where there is a DOM: a node-environment file (the server's tests) does not load them.
const dom = typeof document === "undefined" ? null : await import("@testing-library/react");
if (dom) {
  await import("@testing-library/jest-dom/vitest");
  // findBy*/waitFor wait up to 10 s (not 1 s): in CI the unit tests run at nice 19 beside the browser tests on two
  // cores, and a lazily loaded component or a form that posts through MSW can take seconds to appear under that load.
  dom.configure({ asyncUtilTimeout: 10_000 });
}

// Each test file's in-memory PGlite starts from the run's migrated, seeded dump (tests/pglite-template.ts).
vi.mock("@electric-sql/pglite", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@electric-sql/pglite")>();
  const template = inject("pgliteTemplate");
  class PGlite extends actual.PGlite {
    static override async create(...args: Parameters<typeof actual.PGlite.create>) {
      const [dir, options] = args;
      if (dir !== "memory://" || !template) return actual.PGlite.create(...args);
      return actual.PGlite.create({ ...(options as object), loadDataDir: new Blob([fs.readFileSync(template)]) });
    }
  }
  return { ...actual, PGlite };
});

// jsdom has <dialog> without its methods: open/close by the attribute, and fire "close" like a browser.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
  // Esc's default action, as a browser's: a cancellable "cancel" at the open dialog, then its close unless cancelled.
  window.addEventListener("keydown", (e) => {
    if (e.key !== "Escape" || e.defaultPrevented) return;
    const open = [...document.querySelectorAll("dialog[open]")].at(-1) as HTMLDialogElement | undefined;
    if (open && open.dispatchEvent(new Event("cancel", { cancelable: true }))) open.close();
  });
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  checkAnswersToThePage();
});
afterEach(() => {
  server.resetHandlers();
  resetMockBackend();
  dom?.cleanup();
  if (typeof localStorage !== "undefined") localStorage.clear();
  if (typeof document !== "undefined") document.cookie.split(";").forEach((c) => {
    const name = c.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  });
});
afterAll(() => server.close());
