import { serveMedia } from "@/server/api/media";
import { methodNotAllowed } from "@/server/http/methods";

export const dynamic = "force-dynamic";

/** The pictures staff upload for banners (server/api/media.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return serveMedia((await params).file);
}

const refuse = methodNotAllowed("GET", "HEAD");
export { refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS };
