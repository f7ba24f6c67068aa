// @vitest-environment node
import { describe, expect, it } from "vitest";

describe("lib/zod-jitless", () => {
  it("switches zod's parser compiling off without importing zod, whichever loads first", async () => {
    await import("@/lib/zod-jitless");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    // And an object schema parses (no `new Function` needed).
    expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
  });
});
