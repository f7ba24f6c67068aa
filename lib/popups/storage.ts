import Cookies from "js-cookie";

/**
 * The maintenance popup's dismissal: while this cookie holds "false" the maintenance call is not made. Closing the
 * popup with "ไม่ต้องแสดงข้อความนี้อีก" ticked sets it for 1 hour, path /.
 */
export const MAINTENANCE_COOKIE = "maintenance_status";
const MAINTENANCE_SNOOZE_SECONDS = 3600;

export const maintenanceSnoozed = () => Cookies.get(MAINTENANCE_COOKIE) === "false";

export function snoozeMaintenance(now = Date.now()): void {
  Cookies.set(MAINTENANCE_COOKIE, "false", { expires: new Date(now + MAINTENANCE_SNOOZE_SECONDS * 1000), path: "/", sameSite: "lax" });
}

/** The popup news ids this browser has closed (each item shows once per browser); the newest 100 kept. */
export const SEEN_NEWS_KEY = "popup_news_seen";

export function seenNews(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SEEN_NEWS_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

export function markNewsSeen(id: number): void {
  try {
    localStorage.setItem(SEEN_NEWS_KEY, JSON.stringify([...seenNews().filter((n) => n !== id), id].slice(-100)));
  } catch {
    // Storage full or blocked: the item may show again next time, nothing worse.
  }
}
