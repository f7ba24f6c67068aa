import { handleApi } from "@/server/api/bff";

export const dynamic = "force-dynamic";

/** Every `/api/*` call: the site's BFF in front of the embedded API (or the operator's backend). */
export const GET = handleApi;
export const POST = handleApi;
export const PUT = handleApi;
export const PATCH = handleApi;
export const DELETE = handleApi;
