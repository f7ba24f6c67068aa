import { handleEnter } from "@/server/api/demo-provider";
import { methodNotAllowed } from "@/server/http/methods";

export const dynamic = "force-dynamic";

/** /demo-provider/h{1..7}?token=…: the launch URL's landing (server/api/demo-provider.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  return handleEnter(request, (await params).host);
}

/** Every method not served: the Thai 405, its Allow naming the methods that are. */
const refused = methodNotAllowed("GET", "HEAD");
export const POST = refused;
export const PUT = refused;
export const PATCH = refused;
export const DELETE = refused;
export const OPTIONS = refused;
