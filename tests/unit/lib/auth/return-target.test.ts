// @vitest-environment node
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { safeReturnTarget } from "@/lib/auth/return-target";

/** Segment characters are letters, digits and @ - % _ ~. */
const SEGMENT_CHARS = [
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
  "@",
  "-",
  "_",
  "~",
];
const segmentChar = fc.constantFrom(...SEGMENT_CHARS);
/** A `%` followed by the escape of a letter or digit (%41 = "A"), never a separator, dot, NUL or a double escape. */
const harmlessEscape = fc.constantFrom("%41", "%61", "%30", "%7A", "%40");
const segment = fc
  .array(fc.oneof({ weight: 8, arbitrary: segmentChar }, { weight: 1, arbitrary: harmlessEscape }), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => parts.join(""));
const allowedPath = fc
  .array(segment, { minLength: 0, maxLength: 8 })
  .map((segments) => `/${segments.join("/")}`)
  .filter((p) => p !== "/login" && !p.startsWith("/login/"));

/** Pieces attackers combine: separators, encodings, schemes, dots and control characters. */
const hostilePiece = fc.constantFrom(
  "/",
  "//",
  "\\",
  ":",
  "%2F",
  "%2f",
  "%5C",
  "%5c",
  "%25",
  "%2e",
  "%00",
  "%0a",
  ".",
  "..",
  "?",
  "&",
  "=",
  "#",
  "a",
  "Z",
  "9",
  "@",
  "-",
  "_",
  "~",
  "%",
  "\n",
  "\r",
  "\t",
  "\u0000",
  "\u007f",
  " ",
  "login",
  "https",
  "javascript",
  "evil.example",
);
const hostileString = fc.array(hostilePiece, { maxLength: 20 }).map((parts) => parts.join(""));
const anyInput = fc.oneof(hostileString, fc.string({ unit: "binary", maxLength: 80 }), fc.string({ maxLength: 600 }));

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

describe("safeReturnTarget", () => {
  it("keeps any path made only of allowed segment characters joined by single slashes", () => {
    fc.assert(fc.property(allowedPath, (path) => safeReturnTarget(path) === path));
  });

  it("gives either the fallback or a single-slash path with no //, backslash, colon or control character", () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const out = safeReturnTarget(raw);
        if (out === "/") return true;
        return (
          out.startsWith("/") &&
          !out.startsWith("//") &&
          !out.includes("//") &&
          !out.includes("\\") &&
          !out.includes(":") &&
          !CONTROL.test(out)
        );
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, allowedPath), (raw) => {
        const once = safeReturnTarget(raw);
        return safeReturnTarget(once) === once;
      }),
    );
  });

  it("returns the given fallback, not /, when it refuses", () => {
    expect(safeReturnTarget("//evil", "/home")).toBe("/home");
  });

  it.each([
    "/",
    "/deposit",
    "/history?tab=2",
    "/u/abc-123_~@x",
  ])("keeps %j", (target) => {
    expect(safeReturnTarget(target)).toBe(target);
  });

  it.each([
    "//evil",
    "/\\evil",
    "\\\\evil",
    "%2F%2Fevil",
    "/%2F%2Fevil",
    "/%5Cevil",
    "https://evil.example",
    "https:/\\evil",
    "https:evil",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "/javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    " /deposit",
    "/deposit\n",
    "/dep\tosit",
    "/\u0000",
    "/./deposit",
    "/../deposit",
    "/%2e%2e/x",
    "/%252F%252Fevil",
    "/deposit?next=//evil",
    "/deposit#frag",
    "/login",
    "/login/",
    "/login?redirect=/deposit",
    "",
    `/${"a".repeat(600)}`,
    `/${"ab/".repeat(200)}x`,
  ])("refuses %j", (target) => {
    expect(safeReturnTarget(target)).toBe("/");
  });

  it.each([null, undefined, 42, ["/x"], { path: "/x" }, true])("refuses the non-string %j", (value) => {
    expect(safeReturnTarget(value)).toBe("/");
  });

  it("returns on an input shaped to make a backtracking pattern explode (ReDoS guard)", () => {
    expect(safeReturnTarget(`/${"a".repeat(500)}!`)).toBe("/");
    expect(safeReturnTarget(`/${"a/".repeat(250)}!`)).toBe("/");
    expect(safeReturnTarget(`/x?${"a=".repeat(250)}/`)).toBe("/");
  });
});
