// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The code cites nothing outside the repository: no specification or design document kept elsewhere, no folder beside
 * the checkout, no issue number. A comment states the rule itself or links the docs/ page that states it, and names a
 * feature rather than the issue that asked for it. Comments are read as TypeScript reads them (strings, template
 * literals and JSX text are not comments); the outside documents' names and paths are refused anywhere in a file.
 */

const ROOT = path.resolve(__dirname, "../..");
const FOLDERS = ["app", "components", "lib", "server", "stores"];
const SCANNED = /\.(?:[cm]?[jt]s|tsx|jsx|css)$/;

/** Spelled in pieces so that this file, read by a text search for them, does not match itself. */
const DOC = (name: string) => new RegExp(`\\b${name}\\.md\\b`);
const ANYWHERE: [string, RegExp][] = [
  ["SPEC" + ".md", DOC("SPEC")],
  ["DESIGN" + ".md", DOC("DESIGN")],
  ["API-FAMILY" + ".md", DOC("API-FAMILY")],
  ["../" + "shared", /\.\.\/shared(?![\w-])/],
];
const IN_COMMENTS: [string, RegExp][] = [
  ["an issue number", /\bissue\s+#?\d+/i],
  ["a #number reference", /(?<![\w&])#\d{2,}\b/],
  ["a specification section", /\b(?:SPEC|DESIGN)(?:\.md)?\s*§/],
];

/** Every comment of a TypeScript or JavaScript file, as [offset, text]. */
function scriptComments(file: string, text: string): [number, string][] {
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, string>();
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) found.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    // JSDoc nodes sit inside a comment already taken whole; JSX text is markup, not a place for comments.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (node.kind === ts.SyntaxKind.JsxText) return;
    // The trivia before a node: its "trailing" comments (on the line of the token before) and "leading" ones (after).
    take(ts.getTrailingCommentRanges(text, node.getFullStart()));
    take(ts.getLeadingCommentRanges(text, node.getFullStart()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found.entries()];
}

function cssComments(text: string): [number, string][] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => [m.index, m[0]]);
}

/** `file:line: what` for every citation in the given files (paths relative to `root`). */
function citations(root: string, files: string[]): string[] {
  const out: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    const lineAt = (offset: number) => text.slice(0, offset).split("\n").length;
    const report = (offset: number, what: string) => out.push(`${file}:${lineAt(offset)}: ${what}`);
    for (const [what, pattern] of ANYWHERE) {
      for (const m of text.matchAll(new RegExp(pattern.source, "g"))) report(m.index, what);
    }
    const comments = file.endsWith(".css") ? cssComments(text) : scriptComments(file, text);
    for (const [start, comment] of comments) {
      for (const [what, pattern] of IN_COMMENTS) {
        for (const m of comment.matchAll(new RegExp(pattern.source, pattern.flags + "g"))) report(start + m.index, what);
      }
    }
  }
  return out.sort();
}

/** The scanned files under `folders` and, when `rootConfigs`, the script files at the root itself. */
function filesOf(root: string, folders: string[], rootConfigs: boolean): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (SCANNED.test(entry.name)) files.push(rel);
    }
  };
  folders.forEach(walk);
  if (rootConfigs) {
    for (const entry of readdirSync(root, { withFileTypes: true })) {
      if (entry.isFile() && SCANNED.test(entry.name) && !entry.name.endsWith(".css")) files.push(entry.name);
    }
  }
  return files.sort();
}

describe("citations of outside documents and issue numbers", () => {
  const files = filesOf(ROOT, FOLDERS, true);

  it("reads every folder and the root's config files, comments included", () => {
    expect(files.length).toBeGreaterThan(450);
    expect(files).toEqual(expect.arrayContaining(["eslint.config.mjs", "next.config.ts", "proxy.ts", "lib/format.ts"]));
    expect(files.some((f) => f.endsWith(".css"))).toBe(true);
    const comments = scriptComments("lib/format.ts", readFileSync(path.join(ROOT, "lib/format.ts"), "utf8"));
    expect(comments.length).toBeGreaterThan(2);
  });

  it("finds none in app, components, lib, server, stores or the root's config files", () => {
    expect(citations(ROOT, files)).toEqual([]);
  });

  it("finds each kind of citation in comments, and leaves strings, colours and JSX text alone", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "no-outside-citations-"));
    try {
      mkdirSync(path.join(dir, "lib"));
      const spec = "SPEC" + ".md";
      const issue = "issue" + " 12";
      writeFileSync(
        path.join(dir, "lib", "a.ts"),
        [
          `/** The rule (${spec} §4). */`,
          `export const colour = "#121828"; // a colour in code, and below a string`,
          `export const label = "${issue}";`,
          `// Bounded lists (${issue.replace("issue", "Issue")}), see #34.`,
          "export const t = `// not a comment: #56 ${1}`;",
          "",
        ].join("\n"),
      );
      writeFileSync(
        path.join(dir, "lib", "b.tsx"),
        [
          "export function B() {",
          "  return (",
          "    <p>",
          "      {/* the popup (DESIGN" + " §6.2) */}",
          "      Call #12345 // not a comment in JSX text, issue" + " 9 either",
          "    </p>",
          "  );",
          "}",
          `const path = "../${"shared"}/data/banks.json";`,
          "",
        ].join("\n"),
      );
      writeFileSync(path.join(dir, "lib", "c.module.css"), `/* Player protection (${issue}). */\n.a { color: #121828; }\n`);
      writeFileSync(path.join(dir, "next.config.ts"), `// ${"API-FAMILY" + ".md"}'s shapes\nexport default {};\n`);
      expect(citations(dir, filesOf(dir, ["lib"], true))).toEqual([
        "lib/a.ts:1: SPEC.md",
        "lib/a.ts:1: a specification section",
        "lib/a.ts:4: a #number reference",
        "lib/a.ts:4: an issue number",
        "lib/b.tsx:4: a specification section",
        "lib/b.tsx:9: ../shared",
        "lib/c.module.css:1: an issue number",
        "next.config.ts:1: API-FAMILY.md",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
