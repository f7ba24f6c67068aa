import "server-only";
import { th } from "@/lib/i18n/th";

/** Operator mode: the same call, sent to the operator's backend; its answer comes back unchanged. */
export async function forward(request: Request): Promise<Response> {
  try {
    return await fetch(request, { redirect: "manual", signal: AbortSignal.timeout(15_000), cache: "no-store" });
  } catch (e) {
    console.error("[bff] backend unreachable", request.method, new URL(request.url).pathname, e);
    return Response.json({ message: th.api.upstream }, { status: 502 });
  }
}
