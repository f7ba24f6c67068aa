import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError, shouldReload } from "@/lib/chunk-reload";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    map,
  };
}

const T0 = 1_700_000_000_000;

describe("claimChunkReload (at most once per 60 s)", () => {
  it("reloads on the first error and records when", () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, T0)).toBe(true);
    expect(storage.map.get(CHUNK_RELOAD_KEY)).toBe(String(T0));
  });

  it("does not reload on a second error within 60 s", () => {
    const storage = memoryStorage();
    claimChunkReload(storage, T0);
    expect(claimChunkReload(storage, T0 + 1_000)).toBe(false);
    expect(claimChunkReload(storage, T0 + 59_999)).toBe(false);
    expect(storage.map.get(CHUNK_RELOAD_KEY)).toBe(String(T0));
  });

  it("reloads again once 60 s have passed", () => {
    const storage = memoryStorage();
    claimChunkReload(storage, T0);
    expect(claimChunkReload(storage, T0 + 60_000)).toBe(true);
    expect(claimChunkReload(storage, T0 + 60_001)).toBe(false);
    expect(claimChunkReload(storage, T0 + 120_000)).toBe(true);
  });

  it("works with the page's localStorage across calls", () => {
    expect(claimChunkReload(localStorage, T0)).toBe(true);
    expect(claimChunkReload(localStorage, T0 + 10)).toBe(false);
  });

  it("treats a garbage stored value as no previous reload", () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, "not a number");
    expect(claimChunkReload(storage, T0)).toBe(true);
  });

  it("shouldReload decides from the last time alone", () => {
    expect(shouldReload(null, T0)).toBe(true);
    expect(shouldReload(T0, T0 + 59_999)).toBe(false);
    expect(shouldReload(T0, T0 + 60_000)).toBe(true);
  });
});

describe("isChunkLoadError", () => {
  const named = (name: string, message: string) => Object.assign(new Error(message), { name });

  it.each([
    named("ChunkLoadError", "Loading chunk 123 failed."),
    new Error("Loading chunk app-page failed. (error: http://localhost/_next/static/chunks/x.js)"),
    new Error("Loading CSS chunk 45 failed."),
    new TypeError("Failed to fetch dynamically imported module: http://localhost/_next/static/chunks/a.js"),
    new TypeError("error loading dynamically imported module"),
    new TypeError("Importing a module script failed."),
    "ChunkLoadError: Loading chunk 7 failed.",
  ])("recognises %s", (reason) => {
    expect(isChunkLoadError(reason)).toBe(true);
  });

  it.each([
    new Error("Cannot read properties of undefined (reading 'x')"),
    new TypeError("Failed to fetch"),
    new Error("Network request failed"),
    "something else",
    null,
    undefined,
    {},
  ])("ignores %s", (reason) => {
    expect(isChunkLoadError(reason)).toBe(false);
  });
});
