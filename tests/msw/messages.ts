import { http, HttpResponse, type HttpHandler } from "msw";
import { markNotificationRead, type NotificationEvent } from "@/lib/api/contract/messages";
import { th } from "@/lib/i18n/th";

/**
 * The site messages' stand-in, answering as the contract says: GET /api/maintenance (`{}` unless the session's QA
 * scenario is "maintenance-on", or setMockMaintenance), GET /api/news/popup (setMockNews), the member's unread
 * notifications for the profile's events (notifyMock) and POST /api/customers/notifications/{id}/read (own only,
 * idempotent, 404 in Thai otherwise).
 */
type MockMaintenance = { id: number; content: string; img: string | null; img_url: string | null };
export const MOCK_MAINTENANCE: MockMaintenance = {
  id: 1,
  content: "<p><b>ปิดปรับปรุงระบบชั่วคราว</b> 02:00–04:00 น. ระหว่างนี้ฝาก-ถอนผ่านแอดมินได้ตลอด 24 ชม.</p>",
  img: null,
  img_url: null,
};
let maintenance: MockMaintenance | null = null;
let news: { id: number; title: string; content: string }[] = [];
const notes = new Map<string, (NotificationEvent & { read: boolean })[]>();
let noteId = 0;

export function resetMessages(): void {
  maintenance = null;
  news = [];
  notes.clear();
  noteId = 0;
}
export const setMockMaintenance = (m: MockMaintenance | null) => void (maintenance = m);
export const setMockNews = (items: typeof news) => void (news = items);

export function notifyMock(phone: string, message: string): number {
  const list = notes.get(phone) ?? [];
  list.push({ id: ++noteId, type: "notification", message, created_at: new Date().toISOString(), read: false });
  notes.set(phone, list);
  return noteId;
}

/** The profile's notification events: unread, newest first, at most 5. */
export const notificationEventsOf = (phone: string): NotificationEvent[] =>
  (notes.get(phone) ?? [])
    .filter((n) => !n.read)
    .reverse()
    .slice(0, 5)
    .map(({ read: _read, ...n }) => n);

export function messageHandlers(sessionPhone: (r: Request) => string | undefined, scenarioOf: (r: Request) => string | undefined): HttpHandler[] {
  return [
    http.get("*/api/maintenance", ({ request }) =>
      HttpResponse.json(scenarioOf(request) === "maintenance-on" ? MOCK_MAINTENANCE : (maintenance ?? {})),
    ),
    http.get("*/api/news/popup", () => HttpResponse.json({ data: news })),
    http.post("*/api/customers/notifications/:id/read", ({ request, params }) => {
      const phone = sessionPhone(request);
      if (!phone) return HttpResponse.json({ message: "Unauthenticated." }, { status: 401 });
      const parsed = markNotificationRead.params!.safeParse(params);
      const note = parsed.success ? notes.get(phone)?.find((n) => n.id === parsed.data.id) : undefined;
      if (!note) return HttpResponse.json({ message: th.popups.notificationNotFound }, { status: 404 });
      note.read = true;
      return HttpResponse.json({ success: true });
    }),
  ];
}
