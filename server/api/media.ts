import "server-only";
import { th } from "@/lib/i18n/th";
import { db } from "@/server/boot/database";
import { readMedia } from "@/server/backoffice/content";
import { serverEnv } from "@/server/env";

/**
 * GET /api/media/<sha256>.<ext>: a picture staff uploaded (server/backoffice/content.ts), for anyone. The name is the
 * file's hash, so it never changes: cached for a year, immutable. Its type is the one its bytes were checked as, and
 * nosniff keeps the browser from guessing another; the API's CSP (next.config.ts) lets nothing in it run.
 */
export async function serveMedia(file: string): Promise<Response> {
  // Operator mode: the operator's backend serves its own pictures; there is no database here to read.
  const found = serverEnv().API_BASE_URL ? null : await readMedia(await db(), file);
  if (!found) return Response.json({ message: th.api.notFound }, { status: 404, headers: { "cache-control": "no-store" } });
  return new Response(new Uint8Array(found.bytes), {
    headers: {
      "content-type": found.contentType,
      "content-length": String(found.bytes.byteLength),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-disposition": "inline",
    },
  });
}
