import { afterEach, describe, expect, it, vi } from "vitest";
import { registerWorker } from "@/components/session/register-worker";

describe("registerWorker", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a failed registration is logged, never thrown (no uncaught TypeError … reading 'waiting')", async () => {
    Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failing = { register: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'waiting')")) };
    await expect(registerWorker(failing)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith("service worker not registered:", expect.any(TypeError));
  });

  it("registers when it can, and does nothing without a worker or the library", async () => {
    Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
    const register = vi.fn(() => Promise.resolve({}));
    await expect(registerWorker({ register })).resolves.toBe(true);
    expect(register).toHaveBeenCalledOnce();
    await expect(registerWorker(undefined)).resolves.toBe(false);
  });
});
