/**
 * The contract's plain values: what browser code reads of the contract without loading zod (the area files build
 * their schemas from these and re-export them).
 */

export const categoryKeys = ["sports", "casino", "card", "slot", "hack-slot", "slot-itp", "fish", "lotto", "esports", "skill"] as const;

/** A category page's games a page at a time (bounded lists): the first is rendered, "ดูเพิ่ม" asks for the next. */
export const GAMES_PAGE_SIZE = 24;

/** History tab 2 a page at a time (bounded lists), newest first. */
export const HISTORY_PAGE_SIZE = 50;

/**
 * Tab 2 as a CSV file, every row, streamed (not a JSON call, so not in the contract's call list): UTF-8 with BOM,
 * CRLF, the table's columns in Thai.
 */
export const HISTORY_EXPORT_PATH = "/api/customers/history/export";

export const EXCLUSION_PERIOD_KEYS = ["24h", "7d", "30d", "6m", "1y", "5y", "permanent"] as const;

/** A one-time login code's length (/authenticate), trimmed: the page refuses one outside it without calling the API. */
export const LOGIN_CODE_LENGTH = { min: 16, max: 128 } as const;

export const REALITY_CHECK_CHOICES = [0, 15, 30, 60] as const;

/** A pending_request that is a withdrawal (a family backend keeps one there until it settles). */
export const isPendingWithdrawal = (p: { type?: string | null } | null): boolean => !!p && /^withdraw/i.test(p.type ?? "");
