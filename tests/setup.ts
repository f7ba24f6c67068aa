import "@testing-library/jest-dom/vitest";
import fs from "node:fs";
import { afterAll, afterEach, beforeAll, inject, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { resetMockBackend } from "./msw/handlers";
import { checkAnswersToThePage, server } from "./msw/server";

// findBy*/waitFor wait up to 3 s (not 1 s): the machine runs two test workers on two cores, and a form that
// validates with zod, posts through MSW and re-renders can take over a second under that load.
configure({ asyncUtilTimeout: 3000 });

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
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  checkAnswersToThePage();
});
afterEach(() => {
  server.resetHandlers();
  resetMockBackend();
  cleanup();
  if (typeof localStorage !== "undefined") localStorage.clear();
  if (typeof document !== "undefined") document.cookie.split(";").forEach((c) => {
    const name = c.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  });
});
afterAll(() => server.close());
