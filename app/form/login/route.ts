import { formPage, loginForm } from "@/server/forms/handlers";
import { methodNotAllowed } from "@/server/http/methods";

export const dynamic = "force-dynamic";

/** The login form's POST before its JavaScript runs (server/forms/handlers.ts). */
export const POST = loginForm;

/** Opened rather than posted: the login page (with its return target). */
export const GET = formPage.login;

/** Every method not served: the Thai 405, its Allow naming the methods that are. */
const refused = methodNotAllowed("GET", "HEAD", "POST");
export const PUT = refused;
export const PATCH = refused;
export const DELETE = refused;
export const OPTIONS = refused;
