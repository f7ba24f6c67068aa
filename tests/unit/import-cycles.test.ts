// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No import circle in the site's code, type-only imports included: ESLint's import/no-cycle skips `import type`, so a
 * circle made only of types (a sender importing its shape from the module that picks the sender) would pass the lint.
 * Imports are resolved as tsc resolves them (the `@/` alias, index files, extensions).
 */

const ROOT = path.resolve(__dirname, "../..");
const FOLDERS = ["app", "components", "lib", "server", "stores"];

/** Every file's imports within the checked folders: static, type-only, re-exports and import(). */
function importGraph(root: string, folders: string[]): Map<string, string[]> {
  const config = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
  const { options, fileNames } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const inside = (file: string) => folders.some((f) => path.relative(path.join(root, f), file).split(path.sep)[0] !== "..");
  const files = new Set(fileNames.map((f) => path.resolve(f)).filter((f) => inside(f) && !f.endsWith(".d.ts")));
  const cache = ts.createModuleResolutionCache(root, (f) => f, options);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule?.resolvedFileName;
      return resolved && files.has(path.resolve(resolved)) ? [path.resolve(resolved)] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The graph's circles: each strongly connected group of two or more files (or a file importing itself). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)?.includes(v)) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("the import graph of app, components, lib, server and stores", () => {
  const graph = importGraph(ROOT, FOLDERS);
  const relative = (f: string) => path.relative(ROOT, f).split(path.sep).join("/");

  it("is read whole: the @/ alias and relative imports resolve to the files", () => {
    expect(graph.size).toBeGreaterThan(400);
    expect(graph.get(path.join(ROOT, "server/sms/sms.ts"))?.map(relative)).toEqual(
      expect.arrayContaining(["server/env.ts", "server/sms/http-sender.ts"]),
    );
  });

  it("has no circle, counting type-only imports", () => {
    expect(circles(graph).map((group) => group.map(relative))).toEqual([]);
  });

  it("finds a circle made only of type imports, through the alias", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "import-cycles-"));
    try {
      const compilerOptions = { module: "esnext", moduleResolution: "bundler", paths: { "@/*": ["./*"] } };
      writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions }));
      writeFileSync(path.join(dir, "a.ts"), 'import type { B } from "@/b";\nexport type A = { b?: B };\n');
      writeFileSync(path.join(dir, "b.ts"), 'import { type A } from "./a";\nexport type B = { a?: A };\n');
      writeFileSync(path.join(dir, "c.ts"), 'import type { A } from "./a";\nexport type C = A;\n');
      const found = circles(importGraph(dir, ["."]));
      expect(found.map((group) => group.map((f) => path.basename(f)))).toEqual([["a.ts", "b.ts"]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
