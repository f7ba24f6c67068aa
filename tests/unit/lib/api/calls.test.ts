import { describe, expect, it } from "vitest";
import { isCallRef } from "@/lib/api/call-ref";
import { areas } from "@/lib/api/contract";

type Module = Record<string, unknown>;
const refFiles = import.meta.glob<Module>("/lib/api/calls/*.ts");
const contractFiles = import.meta.glob<Module>("/lib/api/contract/*.ts");
const names = Object.keys(refFiles).map((f) => f.replace(/^.*\/(.+)\.ts$/, "$1"));
const refsOf = (file: string) => refFiles[`/lib/api/calls/${file}.ts`]!();
const camel = (file: string) => file.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

describe("lib/api/calls", () => {
  it.each(names)("%s: every ref loads the contract's call of the same name", async (file) => {
    const refs = await refsOf(file);
    const contract = await contractFiles[`/lib/api/contract/${file}.ts`]!();
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
      const refs = await refsOf(file!);
      for (const [name, value] of Object.entries(calls)) {
        if (typeof value === "object" && value !== null && "method" in value && "response" in value) expect(refs[name], `${area}.${name}`).toBeDefined();
      }
    }
  });
});
