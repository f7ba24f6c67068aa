import { HttpResponse } from "msw";
import { pageLimit, pageOfList } from "@/lib/api/contract/paging";
import { th } from "@/lib/i18n/th";
import { historyCsv, historyCsvLabels, type HistoryRow } from "@/lib/wallet/history";

/**
 * The QA backend's paged lists (bounded lists): `?limit=&cursor=` as the reference API answers them — `next_cursor`
 * (null on the last page) and `total`; the cursors are the backend's own, opaque to the site. Without limit or
 * cursor, the whole list, as before paging.
 */
export function pagedJson<T extends { id: unknown }>(rows: readonly T[], request: Request, extra: Record<string, unknown> = {}) {
  const q = new URL(request.url).searchParams;
  if (!q.has("limit") && !q.has("cursor")) return HttpResponse.json({ ...extra, data: rows });
  const limit = pageLimit.safeParse(q.get("limit") ?? "100");
  if (!limit.success) return invalid("limit", th.paging.limitFormat);
  const page = pageOfList(rows, limit.data, q.get("cursor"));
  if (!page) return invalid("cursor", th.paging.cursorFormat);
  return HttpResponse.json({ ...extra, ...page });
}

const invalid = (field: string, message: string) => HttpResponse.json({ message, errors: { [field]: [message] } }, { status: 422 });

/** GET /api/customers/history/export: tab 2 as the reference API's CSV file. */
export function historyCsvResponse(rows: readonly HistoryRow[]) {
  return new HttpResponse(historyCsv(rows, historyCsvLabels()), {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${th.history.fileName}"` },
  });
}

/** How long the long-lists scenario's lists are: more than two pages of either. */
const LONG_LIST = 120;

/** long-lists: LONG_LIST more plain games in a category, which the backend answers whole (it ignores limit and cursor). */
export const longGames = (category: string) =>
  Array.from({ length: LONG_LIST }, (_, i) => ({
    id: 10_000 + i,
    slug: `qa-${category}-${i + 1}`,
    name: `QA ${String(i + 1).padStart(3, "0")}`,
    provider: "QA Studio",
    category,
    image: "/art/games/moon-dragon.svg",
    is_new: false,
    is_hot: false,
    rtp: null,
    volatility: null,
  }));

/** long-lists: the active promotions are 5 (more than two of the site's pages), the fixtures' two first. */
export const longPromotions = (first: readonly object[]) => [
  ...first,
  ...Array.from({ length: 3 }, (_, i) => ({
    id: 100 + i,
    name: `QA โปร ${i + 1}`,
    description: `ฝากทุกยอด รับโบนัส ${5 + i}% สูงสุด 300 บาท ทำเทิร์น 2 เท่า`,
    image: null,
    bonus_percent: 5 + i,
    max_bonus: "300.00",
    min_deposit: "100.00",
    turnover: 2,
  })),
];

/**
 * long-lists: LONG_LIST settled requests for the family profile's `completed_requests` (the family has no history
 * call), newest first, all made at one instant, 100.00 baht and up; every third a withdrawal.
 */
export const longRecords = (at: string) =>
  Array.from({ length: LONG_LIST }, (_, i) => ({
    id: 6000 + LONG_LIST - i,
    type: i % 3 === 0 ? "withdraw" : "deposit",
    status: "completed",
    amount: 100 + i,
    bonus: 0,
    created_at: at,
    deleted_at: null,
    deleted_cause: null,
  }));
