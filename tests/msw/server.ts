import { getResponse, http } from "msw";
import { setupServer } from "msw/node";
import { adaptFamilyAnswer, adaptFamilyRequest } from "@/server/api/family/adapter";
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
