import "server-only";
import { callAt } from "@/lib/api/contract";
import { th } from "@/lib/i18n/th";
import { adaptFamilyAnswer, adaptFamilyRequest } from "./family/adapter";
import { withReading } from "./reading";
import { log } from "@/server/observability/log";

/**
 * Operator mode: the same call, sent to the operator's backend. Its answer passes the family adapter
 * (./family/adapter.ts), so a backend of the API family and one that speaks our contract both come out in the
 * contract's shape, and is then checked against the call's contract (checkAnswer): the one place where an answer
 * the site did not make enters it. The BFF, the server components and the browser read it without checking again.
 */
export async function forward(request: Request): Promise<Response> {
  const outgoing = await adaptFamilyRequest(request);
  const res = await send(outgoing);
  let adapted: Response;
  try {
    adapted = await adaptFamilyAnswer(outgoing, res, send);
  } catch (e) {
    log.error({ err: e, call: `${request.method} ${new URL(request.url).pathname}` }, "family: an answer that could not be adapted");
    return Response.json({ message: th.api.unexpected }, { status: 502 });
  }
  return checkAnswer(request, adapted);
}

/**
 * A 2xx answer to a contract call, held to that call's answer schema: what matches goes on, with the schema's reading
 * of it for the site's pages (./reading.ts: money as numbers, defaults filled); anything else is a 502 in Thai, logged
 * with the path and where the shape went wrong, never the body. Errors, refusals (`success: false`) and calls outside
 * the contract pass as they are.
 */
export async function checkAnswer(request: Request, res: Response): Promise<Response> {
  const path = new URL(request.url).pathname;
  const call = callAt(request.method, path);
  if (!call || !res.ok || res.status === 204) return res;
  const json: unknown = await res.json().catch(() => NOT_JSON);
  if (json === NOT_JSON) {
    log.error({ call: `${request.method} ${path}`, status: res.status }, "bff: the backend answered without JSON");
    return Response.json({ message: th.api.upstreamShape }, { status: 502 });
  }
  const refusal = typeof json === "object" && json !== null && (json as { success?: unknown }).success === false;
  const checked = refusal ? { success: true as const, data: json } : (call.backendResponse ?? call.response).safeParse(json);
  if (!checked.success) {
    const where = checked.error.issues.map((i) => `${i.path.map(String).join(".") || "(body)"}: ${i.code}`);
    log.error({ call: `${request.method} ${path}`, fields: where.slice(0, 10) }, "bff: the backend answered outside its contract");
    return Response.json({ message: th.api.upstreamShape }, { status: 502 });
  }
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  headers.set("content-type", "application/json");
  return withReading(new Response(JSON.stringify(json), { status: res.status, headers }), checked.data);
}

const NOT_JSON = Symbol("not JSON");

/** One request to the operator's backend, answered as it is. */
async function send(request: Request): Promise<Response> {
  try {
    return await fetch(request, { redirect: "manual", signal: AbortSignal.timeout(15_000), cache: "no-store" });
  } catch (e) {
    log.error({ err: e, call: `${request.method} ${new URL(request.url).pathname}` }, "bff: the backend is unreachable");
    return Response.json({ message: th.api.upstream }, { status: 502 });
  }
}
