import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isCallRef } from "@/lib/api/call-ref";
import { areas } from "@/lib/api/contract";

const dir = join(process.cwd(), "lib/api/calls");
const names = readdirSync(dir).map((f) => f.replace(/\.ts$/, ""));
const camel = (file: string) => file.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

describe("lib/api/calls", () => {
  it.each(names)("%s: every ref loads the contract's call of the same name", async (file) => {
    const refs: Record<string, unknown> = await import(`@/lib/api/calls/${file}`);
    const contract: Record<string, unknown> = await import(`@/lib/api/contract/${file}`);
    expect(Object.keys(refs).length).toBeGreaterThan(0);
    for (const [name, ref] of Object.entries(refs)) {
      expect(isCallRef(ref as never), name).toBe(true);
      expect(await (ref as { load: () => Promise<unknown> }).load(), name).toBe(contract[name]);
    }
  });

  it("has a ref for every call of the contract", async () => {
    for (const [area, calls] of Object.entries(areas)) {
      const file = names.find((n) => camel(n) === area);
      expect(file, area).toBeDefined();
      const refs: Record<string, unknown> = await import(`@/lib/api/calls/${file}`);
      for (const [name, value] of Object.entries(calls)) {
        if (typeof value === "object" && value !== null && "method" in value && "response" in value) expect(refs[name], `${area}.${name}`).toBeDefined();
      }
    }
  });
});
