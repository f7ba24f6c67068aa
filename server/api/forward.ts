import "server-only";
import { th } from "@/lib/i18n/th";
import { adaptFamilyAnswer, adaptFamilyRequest } from "./family/adapter";

/**
 * Operator mode: the same call, sent to the operator's backend. Its answer passes the family adapter
 * (./family/adapter.ts), so a backend of the API family (API-FAMILY.md) and one that speaks our contract both reach
 * the BFF and the server components in the contract's shape.
 */
export async function forward(request: Request): Promise<Response> {
  const outgoing = await adaptFamilyRequest(request);
  const res = await send(outgoing);
  try {
    return await adaptFamilyAnswer(outgoing, res, send);
  } catch (e) {
    console.error("[family] answer could not be adapted", request.method, new URL(request.url).pathname, e);
    return Response.json({ message: th.api.unexpected }, { status: 502 });
  }
}

/** One request to the operator's backend, answered as it is. */
async function send(request: Request): Promise<Response> {
  try {
    return await fetch(request, { redirect: "manual", signal: AbortSignal.timeout(15_000), cache: "no-store" });
  } catch (e) {
    console.error("[bff] backend unreachable", request.method, new URL(request.url).pathname, e);
    return Response.json({ message: th.api.upstream }, { status: 502 });
  }
}
