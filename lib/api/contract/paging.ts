import * as z from "zod/mini";
import { pagingText } from "@/lib/i18n/th/paging";

/**
 * Lists answered a page at a time (bounded lists): `?limit=` rows after `?cursor=`, and `next_cursor` for the next page
 * (null on the last page). A cursor is opaque to clients: the last row's sort key, as JSON in base64url. A call
 * without `limit` answers as it did before paging existed.
 */
const MAX_PAGE_LIMIT = 100;

const p = pagingText;

/** `?limit=`: 1-100 rows (a number, or its digits in a query string). */
export const pageLimit = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d{1,3}$/, p.limitFormat)), z.transform(Number))], { error: p.limitFormat }),
  z.number({ error: p.limitFormat }).check(z.int(p.limitFormat), z.minimum(1, p.limitFormat), z.maximum(MAX_PAGE_LIMIT, p.limitFormat)),
);

/** `?cursor=`: the `next_cursor` of the page before. */
export const pageCursor = z.string({ error: p.cursorFormat }).check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, p.cursorFormat));

export const pageQuery = { limit: z.optional(pageLimit), cursor: z.optional(pageCursor) };

/** What a paged answer adds: the next page's cursor (null on the last page) and the whole list's size when known. */
export const pageFields = {
  next_cursor: z.optional(z.nullable(z.string())),
  total: z.optional(z.number().check(z.int(), z.nonnegative())),
};

/** A sort key's parts: a PostgreSQL integer, a finite number (a `real` column) or a short ASCII tag. */
export type KeyPart = "int" | "real" | "tag";
export type Key = (string | number)[];

const INT_MAX = 2_147_483_647;
const fits: Record<KeyPart, (v: unknown) => boolean> = {
  int: (v) => Number.isInteger(v) && Math.abs(v as number) <= INT_MAX,
  real: (v) => typeof v === "number" && Number.isFinite(v) && Math.abs(v) < 1e9,
  tag: (v) => typeof v === "string" && /^[a-z]{1,8}$/.test(v),
};

/** A cursor holding `key` (numbers and ASCII tags only). */
export function encodeCursor(key: Key): string {
  return btoa(JSON.stringify(key)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The key a cursor holds when it has exactly the parts `shape` names, else null (the API answers a Thai 422). */
export function decodeCursor(cursor: string, shape: readonly KeyPart[]): Key | null {
  let key: unknown;
  try {
    key = JSON.parse(atob(cursor.replace(/-/g, "+").replace(/_/g, "/")));
  } catch {
    return null;
  }
  if (!Array.isArray(key) || key.length !== shape.length) return null;
  return shape.every((part, i) => fits[part](key[i])) ? (key as Key) : null;
}

/** The cursors of a page cut from a whole list: `["w", last row's id, the next row's index]`. */
const LIST_CURSOR: readonly KeyPart[] = ["tag", "int", "int"];

/**
 * One page of a list a backend answered whole (the API family ignores limit and cursor): the `limit` rows after the
 * cursor's row, found by its id (or, if that row has gone, by its index), and the next cursor. Starts after the
 * last row of the page before, so a list that only grows at the top never repeats or skips a row (the site drops
 * any row it already shows). Null when the cursor is not one of these (a Thai 422).
 */
export function pageOfList<T extends { id: unknown }>(
  rows: readonly T[],
  limit: number,
  cursor?: string | null,
): { data: T[]; next_cursor: string | null; total: number } | null {
  let start = 0;
  if (cursor) {
    const key = decodeCursor(cursor, LIST_CURSOR);
    if (!key || key[0] !== "w") return null;
    const at = rows.findIndex((r) => r.id === key[1]);
    // That row gone (nothing else moved): the rows after it have moved up by one.
    start = at >= 0 ? at + 1 : Math.min(Math.max((key[2] as number) - 1, 0), rows.length);
  }
  const data = rows.slice(start, start + limit);
  const end = start + data.length;
  const last = data.at(-1)?.id;
  const more = end < rows.length && typeof last === "number" && fits.int(last);
  return { data, next_cursor: more ? encodeCursor(["w", last, end]) : null, total: rows.length };
}
