import { http, HttpResponse, type HttpHandler } from "msw";
import {
  fixtureBanners,
  fixtureGameHosts,
  fixtureGames,
  fixtureMember,
  fixtureProfile,
  fixtureSiteInfo,
} from "./fixtures";

/**
 * A small stand-in for the member API, answering in Laravel's shapes. Paths start with `*` so the same handlers
 * serve vitest (jsdom's origin) and QA mode (the made-up backend origin the site forwards to).
 * Tokens are "mock-token-<n>"; a session is valid until logout.
 */
const sessions = new Set<string>();
let counter = 0;

export function resetMockBackend(): void {
  sessions.clear();
  counter = 0;
}

function authed(request: Request): boolean {
  const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
  return token !== undefined && sessions.has(token);
}

const unauthenticated = () => HttpResponse.json({ message: "Unauthenticated." }, { status: 401 });

export const handlers: HttpHandler[] = [
  http.get("*/api/ip", () => HttpResponse.json({ ip: "203.0.113.7" })),
  http.post("*/api/login", async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { phone?: string; password?: string };
    if (body.phone !== fixtureMember.phone || body.password !== fixtureMember.password) {
      return HttpResponse.json({ message: "เบอร์โทร, รหัสผ่านไม่ถูกต้อง" }, { status: 401 });
    }
    const token = `mock-token-${++counter}-abcdefghijklmnop`;
    sessions.add(token);
    return HttpResponse.json({ access_token: token, token_type: "bearer", expires_in: 3600 });
  }),
  http.post("*/api/logout", ({ request }) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
    if (token) sessions.delete(token);
    return HttpResponse.json({ success: true });
  }),
  http.get("*/api/customers/profile", ({ request }) =>
    authed(request) ? HttpResponse.json({ data: fixtureProfile }) : unauthenticated(),
  ),
  http.get("*/api/site-info", () => HttpResponse.json({ data: fixtureSiteInfo })),
  http.get("*/api/banners", () => HttpResponse.json({ data: fixtureBanners })),
  http.get("*/api/maintenance", () => HttpResponse.json({})),
  http.get("*/api/news/popup", () => HttpResponse.json({ data: [] })),
  http.get("*/api/game-hosts", () => HttpResponse.json({ data: fixtureGameHosts })),
  http.get("*/api/games/hot", () => HttpResponse.json({ data: fixtureGames })),
  http.get("*/api/customers/:product", ({ params }) =>
    HttpResponse.json({ data: fixtureGames.filter((g) => g.category === params.product) }),
  ),
];
