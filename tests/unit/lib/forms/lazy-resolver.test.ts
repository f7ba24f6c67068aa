import { describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { lazyResolver } from "@/lib/forms/lazy-resolver";

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe("lazyResolver", () => {
  it("loads the schema once, at the first check, and checks with it", async () => {
    const load = vi.fn(async () => z.object({ phone: z.string().check(z.regex(/^0\d{9}$/, "เบอร์ไม่ถูกต้อง")) }));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const bad = await resolver({ phone: "12" }, undefined, options);
    expect(bad.errors.phone?.message).toBe("เบอร์ไม่ถูกต้อง");
    const good = await resolver({ phone: "0812345678" }, undefined, options);
    expect(good).toEqual({ values: { phone: "0812345678" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("gives the schema's output values (its transforms) to the submit handler", async () => {
    const resolver = lazyResolver(async () => z.object({ amount: z.pipe(z.string(), z.transform(Number)) }));
    expect(await resolver({ amount: "100.5" }, undefined, options)).toEqual({ values: { amount: 100.5 }, errors: {} });
  });

  it("asks again at the next check when loading the schema failed", async () => {
    const load = vi
      .fn<() => Promise<z.ZodMiniObject<{ a: z.ZodMiniString }>>>()
      .mockRejectedValueOnce(new Error("ChunkLoadError"))
      .mockResolvedValue(z.object({ a: z.string() }));
    const resolver = lazyResolver(load);
    await expect(resolver({ a: "x" }, undefined, options)).rejects.toThrow("ChunkLoadError");
    expect(await resolver({ a: "x" }, undefined, options)).toEqual({ values: { a: "x" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("fetches the schema at the first tap or key press, before any check", async () => {
    vi.useFakeTimers();
    try {
      const schema = vi.fn(async () => z.object({ a: z.string() }));
      const resolver = lazyResolver(schema);
      await vi.advanceTimersByTimeAsync(5_000); // a page only loading: nothing fetched, however long
      expect(schema).not.toHaveBeenCalled();
      window.dispatchEvent(new Event("pointerdown"));
      await vi.advanceTimersByTimeAsync(0);
      expect(schema).toHaveBeenCalledTimes(1);
      await resolver({ a: "x" }, undefined, options);
      expect(schema).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
