import { handleSpin } from "@/server/api/demo-provider";
import { methodNotAllowed } from "@/server/http/methods";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleSpin(request);
}

/** Every method not served: the Thai 405, its Allow naming the methods that are. */
const refused = methodNotAllowed("POST");
export const GET = refused;
export const HEAD = refused;
export const PUT = refused;
export const PATCH = refused;
export const DELETE = refused;
export const OPTIONS = refused;
