import { formPage, changePasswordForm } from "@/server/forms/handlers";
import { methodNotAllowed } from "@/server/http/methods";

export const dynamic = "force-dynamic";

/** The change-password form's POST before its JavaScript runs (server/forms/handlers.ts). */
export const POST = changePasswordForm;

/** Opened rather than posted: the change-password page. */
export const GET = formPage.changePassword;

/** Every method not served: the Thai 405, its Allow naming the methods that are. */
const refused = methodNotAllowed("GET", "HEAD", "POST");
export const PUT = refused;
export const PATCH = refused;
export const DELETE = refused;
export const OPTIONS = refused;
