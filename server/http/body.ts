import "server-only";
import { th } from "@/lib/i18n/th";
import { HttpError } from "./errors";

/** The largest JSON body any call takes (the biggest real one, a registration, is well under 1 KB). */
const JSON_BODY_LIMIT = 64 * 1024;

const tooLarge = () => new HttpError(413, { message: th.api.bodyTooLarge });

/**
 * A request's body, read up to `limit` bytes, or a 413 (thrown as HttpError). `request.arrayBuffer()` would hold
 * the whole upload in memory before anyone could look at its size: ten 50 MB bodies at once doubled the server's
 * memory. Here a declared Content-Length over the limit is refused before reading anything, and an undeclared
 * (chunked) body is counted as it arrives and abandoned at the first byte past the limit.
 */
export async function readBody(request: Request, limit = JSON_BODY_LIMIT): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= limit)) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** The body as text (UTF-8; malformed bytes become U+FFFD, as `request.text()` does), capped like readBody. */
export async function readText(request: Request, limit = JSON_BODY_LIMIT): Promise<string> {
  return new TextDecoder().decode(await readBody(request, limit));
}

/** The body as JSON (an empty body is `{}`), capped like readBody; text that is not JSON is a 422 in Thai. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await readText(request);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(422, { message: th.validation.invalidJson, errors: { error: [th.validation.invalidJson] } });
  }
}
