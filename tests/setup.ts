import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { resetMockBackend } from "./msw/handlers";
import { server } from "./msw/server";

// findBy*/waitFor wait up to 3 s (not 1 s): the machine runs two test workers on two cores, and a form that
// validates with zod, posts through MSW and re-renders can take over a second under that load.
configure({ asyncUtilTimeout: 3000 });

// server-only throws outside a React Server environment; unit tests of server/ code run in Node.
vi.mock("server-only", () => ({}));

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

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
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
