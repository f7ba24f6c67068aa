import "server-only";
import { th } from "@/lib/i18n/th";
import type { ValidationErrorBody } from "@/lib/api/contract/errors";

/**
 * NUL, which PostgreSQL's text refuses (a 500 at the first INSERT or WHERE that carries it), and half of a surrogate
 * pair, which jsonb refuses and which is no character at all. Neither is anything a member types.
 */
const BAD = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const hasBadCharacters = (s: string): boolean => s.includes("\u0000") || !s.isWellFormed();
const stripBadCharacters = (s: string): string => s.replace(BAD, "");

/** No call takes more than two levels; deeper is junk (and would overflow a recursive JSON.stringify). */
const MAX_DEPTH = 32;

type Path = (string | number)[];

/**
 * One pass over everything a request brings (parsed JSON body, query, path parameters) before its schema sees it:
 * a string with a bad character is a 422 on that field's path, unless the field is free text the call lists in
 * `freeText` (e.g. login's `device`), whose strings are cleaned instead. A key with a bad character is an error on
 * its parent object. Returns the value to parse (cleaned in place where stripped) or the 422 body.
 */
export function checkText(value: unknown, freeText: readonly string[] = []): { value: unknown } | { refused: ValidationErrorBody } {
  const errors: Record<string, string[]> = Object.create(null); // a field may be named "constructor" or "__proto__"
  const refuse = (path: Path, message: string) => {
    const key = path.length ? path.join(".") : "error";
    if (!errors[key]?.includes(message)) (errors[key] ??= []).push(message);
  };
  const isFree = (path: Path) => freeText.some((f) => path.join(".") === f || path.join(".").startsWith(`${f}.`));

  const walk = (v: unknown, path: Path): unknown => {
    if (typeof v === "string") {
      if (!hasBadCharacters(v)) return v;
      if (isFree(path)) return stripBadCharacters(v);
      refuse(path, th.validation.badCharacters);
      return v;
    }
    if (typeof v !== "object" || v === null) return v;
    if (path.length >= MAX_DEPTH) {
      refuse(path.slice(0, 1), th.validation.tooDeep);
      return v;
    }
    // In place: the value is this request's own freshly parsed copy. (Assigning to an own "__proto__" key that
    // JSON.parse made sets that data property; it never reaches a prototype.)
    const node = v as Record<string, unknown>;
    for (const k of Object.keys(node)) {
      if (hasBadCharacters(k)) {
        refuse(path, th.validation.badCharacters);
        delete node[k];
      } else node[k] = walk(node[k], [...path, Array.isArray(v) ? Number(k) : k]);
    }
    return v;
  };

  const cleaned = walk(value, []);
  const first = Object.values(errors)[0]?.[0];
  return first ? { refused: { message: first, errors } } : { value: cleaned };
}
