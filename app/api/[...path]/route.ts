import { handleApi } from "@/server/api/bff";

export const dynamic = "force-dynamic";

/** Every `/api/*` call: the site's BFF in front of the embedded API (or the operator's backend). */
export const GET = handleApi;
export const POST = handleApi;
export const PUT = handleApi;
export const PATCH = handleApi;
export const DELETE = handleApi;
/** A listed API client origin's CORS preflight (API_CLIENT_ORIGINS); any other OPTIONS is the API's 405. */
export const OPTIONS = handleApi;
