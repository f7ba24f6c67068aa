// @vitest-environment node
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, pageCursor, pageLimit, pageOfList } from "@/lib/api/contract/paging";
import { th } from "@/lib/i18n/th";

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 1000 - i }));

describe("cursors", () => {
  it("carry a sort key opaquely (URL-safe) and give it back only for the same shape", () => {
    const c = encodeCursor([96.8, 42]);
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(c, ["real", "int"])).toEqual([96.8, 42]);
    expect(decodeCursor(c, ["int", "int"])).toBeNull(); // 96.8 is no integer
    expect(decodeCursor(c, ["int"])).toBeNull();
    expect(decodeCursor(encodeCursor([3, 7]), ["int", "int"])).toEqual([3, 7]);
  });

  it("refuse what is not one: garbage, other JSON, numbers PostgreSQL's integer cannot hold", () => {
    for (const bad of ["", "!!", "bm90IGpzb24", encodeCursor([]), btoa('{"a":1}'), encodeCursor([2 ** 40]), btoa("[1e400]")]) {
      expect(decodeCursor(bad, ["int"]), bad).toBeNull();
    }
  });

  it("as query input: limit 1-100, a cursor of base64url characters, with Thai messages", () => {
    expect(pageLimit.parse("24")).toBe(24);
    expect(pageLimit.parse(100)).toBe(100);
    for (const bad of ["0", "101", "-1", "2.5", "abc", 0, 1.5]) {
      const r = pageLimit.safeParse(bad);
      expect(r.success, String(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(th.paging.limitFormat);
    }
    expect(pageCursor.safeParse("a b").error?.issues[0]?.message).toBe(th.paging.cursorFormat);
    expect(pageCursor.safeParse("x".repeat(201)).success).toBe(false);
  });
});

describe("pageOfList: a whole list answered by a backend that ignores limit and cursor", () => {
  it("pages it in order, each row once, the last page without a cursor", () => {
    const all = rows(120);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { data: { id: number }[]; next_cursor: string | null; total: number } = pageOfList(all, 50, cursor)!;
      expect(page.total).toBe(120);
      seen.push(...page.data.map((r) => r.id));
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(all.map((r) => r.id));
  });

  it("continues after the last row shown even when newer rows arrived at the top meanwhile", () => {
    const first = pageOfList(rows(60), 50)!;
    const grown = [{ id: 1001 }, { id: 1002 }, ...rows(60)];
    const second = pageOfList(grown, 50, first.next_cursor)!;
    expect(second.data.map((r) => r.id)).toEqual(rows(60).slice(50).map((r) => r.id));
    expect(second.next_cursor).toBeNull();
  });

  it("finds its place by position when the last row shown has gone; past the end is an empty last page", () => {
    const first = pageOfList(rows(60), 50)!;
    const without = rows(60).filter((r) => r.id !== 951); // the 50th row
    expect(pageOfList(without, 50, first.next_cursor)!.data[0]).toEqual({ id: 950 });
    expect(pageOfList(rows(10), 50, first.next_cursor)).toEqual({ data: [], next_cursor: null, total: 10 });
  });

  it("answers null for a cursor that is not one of its own (the API's 422)", () => {
    expect(pageOfList(rows(5), 2, encodeCursor([3, 7]))).toBeNull();
    expect(pageOfList(rows(5), 2, "garbage")).toBeNull();
  });
});
