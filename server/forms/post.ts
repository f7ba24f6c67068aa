import "server-only";
import type { Call } from "@/lib/api/contract/define";
import { ApiError, firstMessage } from "@/lib/api/errors";
import { noticeKeyOf, THROTTLED, withNotice } from "@/lib/forms/notices";
import { th } from "@/lib/i18n/th";
import { handleSiteApi } from "@/server/api/bff";
import { readBody } from "@/server/http/body";
import { HttpError } from "@/server/http/errors";
import { sameOrigin } from "@/server/http/site-origin";

/**
 * The plumbing of app/form/*: the forms' answer to a POST made before the page's JavaScript took the form over (a
 * slow phone, or JavaScript off). What was typed arrives in the body and goes on to the API through the BFF, as the
 * page's own fetch would; the browser is answered with a 303 to a page whose address carries only a notice key.
 */

/** A login or password form is a few hundred bytes; anything far larger is not one of ours. */
export const FORM_BODY_LIMIT = 8 * 1024;

const NO_STORE = { "cache-control": "no-store" };

/** The same refusal the BFF gives a state change from another site: a form elsewhere cannot post to ours. */
export function refuseCrossSite(request: Request): Response | null {
  if (sameOrigin(request)) return null;
  return Response.json({ message: th.api.forbiddenOrigin }, { status: 403, headers: NO_STORE });
}

/**
 * The posted fields (urlencoded, or multipart's text entries), read as the API reads a body (server/http/body.ts):
 * a declared Content-Length over `limit` is refused before reading, an undeclared body at its first byte past it.
 * The refusal is the API's 413 in Thai, as a Response.
 */
export async function readFields(request: Request, limit = FORM_BODY_LIMIT): Promise<URLSearchParams | Response> {
  const read = await capped(request, limit);
  if (read instanceof Response) return read;
  const bytes = Buffer.from(read);
  const type = request.headers.get("content-type") ?? "";
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) return new URLSearchParams(bytes.toString("utf8"));
  if (/^multipart\/form-data\b/i.test(type)) {
    const fields = new URLSearchParams();
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => null);
    for (const [name, value] of form ?? []) if (typeof value === "string") fields.append(name, value);
    return fields;
  }
  return new URLSearchParams();
}

/** The body within `limit` bytes, or the 413 answer (no-store) for one past it. */
export async function capped(request: Request, limit = FORM_BODY_LIMIT): Promise<Uint8Array | Response> {
  try {
    return await readBody(request, limit);
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    const res = e.toResponse();
    res.headers.set("cache-control", "no-store");
    return res;
  }
}

/**
 * The call as the page's fetch would make it: the BFF gets the member's own headers (cookies, Origin, the peer
 * address the gate stamped) with a JSON body, so the Origin check, the throttles and the cookie handling are the
 * BFF's and the API's, unchanged.
 */
export function throughBff(request: Request, call: Call, body: unknown): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  headers.set("content-type", "application/json");
  headers.set("accept", "application/json");
  return handleSiteApi(new Request(new URL(call.path, request.url), { method: call.method, headers, body: JSON.stringify(body) }));
}

/** 303 See Other to a path of this site, with the cookies the BFF's answer set (a session, or its end). */
export function seeOther(location: string, answer?: Response): Response {
  const headers = new Headers({ ...NO_STORE, location });
  for (const cookie of answer?.headers.getSetCookie() ?? []) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

/** `page` with the notice for a refused call: the key of the API's Thai message, or the wait for a 429. */
export async function refusedTo(page: string, answer: Response, messageOf: (error: ApiError) => string = firstMessage): Promise<string> {
  const error = await ApiError.fromResponse(answer.clone());
  if (error.status === 429) return withNotice(page, THROTTLED, error.retryAfter);
  return withNotice(page, noticeKeyOf(messageOf(error)));
}
