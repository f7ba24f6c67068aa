import { handleBackoffice } from "@/server/api/backoffice";

export const dynamic = "force-dynamic";

/** Every `/api/backoffice/*` call: the staff's API, apart from the member BFF (docs/backoffice.md). */
export const GET = handleBackoffice;
export const POST = handleBackoffice;
export const PUT = handleBackoffice;
export const PATCH = handleBackoffice;
export const DELETE = handleBackoffice;
