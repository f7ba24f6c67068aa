import { getResponse, http } from "msw";
import { setupServer } from "msw/node";
import { adaptFamilyAnswer, adaptFamilyRequest } from "@/server/api/family/adapter";
import { checkAnswer } from "@/server/api/forward";
import { asRead } from "@/server/api/reading";
import { handlers } from "./handlers";

/** The QA backend's own origin: a request to it is answered as the backend answers, in the family's shapes. */
export const QA_BACKEND = "http://qa-backend.test";

/**
 * MSW for vitest. The handlers answer as a backend of the API family does (tests/msw/handlers.ts); a call from the
 * page (jsdom's origin) passes the operator-mode adapter on the way, as the site's BFF does in QA mode, so components
 * see the contract's shapes. Tests override per case with server.use, in the contract's shapes (before the adapter).
 */
export const server = setupServer(
  http.all(/\/api\//, async ({ request }) => {
    if (new URL(request.url).origin === QA_BACKEND) return answer(request);
    const outgoing = await adaptFamilyRequest(request);
    const sent = outgoing.clone();
    // The re-reads (the profile after a deposit, the family's launch) go through the whole server: overrides apply.
    return adaptFamilyAnswer(sent, await answer(outgoing), (r) => fetch(r));
  }),
);

async function answer(request: Request): Promise<Response> {
  const res = await getResponse(handlers, request);
  if (!res) throw new Error(`no mock handler for ${request.method} ${request.url}`);
  return res;
}

/** MSW's fetch without the check below: the client's own tests see exactly what the handlers answer. */
export let uncheckedFetch: typeof fetch = (...args) => fetch(...args);

/**
 * The site's trust boundary for the page's calls: every answer to the page (an override's too) is checked against its
 * call's contract as the forwarder checks an operator's backend (server/api/forward.ts), and read as the BFF reads it
 * for the site's pages (server/api/reading.ts), so components get what the site would send them — the contract's
 * reading, or a 502 for an answer outside it. Installed after `server.listen`.
 */
export function checkAnswersToThePage(): void {
  const mocked = (uncheckedFetch = globalThis.fetch);
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await mocked(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location?.href ?? "http://localhost");
    if (url.origin === QA_BACKEND || url.hostname !== "localhost" || !url.pathname.startsWith("/api/")) return res;
    const request = new Request(url, { method: init?.method ?? (input instanceof Request ? input.method : "GET") });
    return asRead(await checkAnswer(request, res));
  };
}
