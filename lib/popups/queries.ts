import { api } from "@/lib/api/client";
import type { NotificationEvent } from "@/lib/api/contract/messages";
import type { Profile } from "@/lib/api/contract/customers";

export type MaintenanceRecord = { id: number; content: string; img: string | null; img_url: string | null };
export type NewsItem = { id: number; title: string; content: string };

/** GET /api/maintenance: the record when it has an id, else null. Errors are only logged, never shown. */
export async function fetchMaintenance(signal?: AbortSignal): Promise<MaintenanceRecord | null> {
  try {
    const m = await api("GET /api/maintenance", { signal });
    return m.id ? { id: m.id, content: m.content ?? "", img: m.img ?? null, img_url: m.img_url ?? null } : null;
  } catch (e) {
    console.warn("[popups] maintenance unavailable", e);
    return null;
  }
}

export async function fetchPopupNews(signal?: AbortSignal): Promise<NewsItem[]> {
  try {
    return (await api("GET /api/news/popup", { signal })).data;
  } catch (e) {
    console.warn("[popups] popup news unavailable", e);
    return [];
  }
}

/**
 * The profile's unread notifications (its other events are the claimable bonuses): the events that have the contract's
 * notificationEvent shape, checked here without zod (this runs on every member page's first render).
 */
export function notificationsOf(profile: Profile | undefined): NotificationEvent[] {
  return (profile?.events ?? []).flatMap(({ id, type, message, created_at }) =>
    Number.isInteger(id) && type === "notification" && typeof message === "string" && typeof created_at === "string"
      ? [{ id: id as number, type, message, created_at }]
      : [],
  );
}

export async function markRead(id: number): Promise<void> {
  try {
    await api("POST /api/customers/notifications/{id}/read", { params: { id } });
  } catch (e) {
    console.warn("[popups] marking notification read failed", e);
  }
}
