/**
 * /promotion a page at a time (bounded lists: nothing the server renders grows with what the operator adds). Each card
 * shows every term, so two cards a page keep a member's page, the wheel included, within the HTML budget
 * (docs/performance.md).
 */
export const PROMOTIONS_PAGE = 2;

export interface PromotionPage<T> {
  items: T[];
  /** Where the first card of this page stands in the whole list. */
  from: number;
  /** The `from` of the next page; null on the last. */
  next: number | null;
}

/** `from` as the URL gives it (`?from=2`): digits only, anything else (or past the end) is the first page. */
export function promotionPage<T>(all: readonly T[], fromParam: string | string[] | undefined, size = PROMOTIONS_PAGE): PromotionPage<T> {
  const text = Array.isArray(fromParam) ? fromParam[0] : fromParam;
  const asked = text !== undefined && /^\d{1,6}$/.test(text) ? Number(text) : 0;
  const from = asked < all.length ? asked : 0;
  const end = from + size;
  return { items: all.slice(from, end), from, next: end < all.length ? end : null };
}
