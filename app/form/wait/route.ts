import { formPage, waitForm } from "@/server/forms/handlers";
import { methodNotAllowed } from "@/server/http/methods";

export const dynamic = "force-dynamic";

/** Registration, forgotten-password, deposit and withdraw forms posted before their JavaScript runs. */
export const POST = waitForm;

/** Opened rather than posted: the page named. */
export const GET = formPage.wait;

/** Every method not served: the Thai 405, its Allow naming the methods that are. */
const refused = methodNotAllowed("GET", "HEAD", "POST");
export const PUT = refused;
export const PATCH = refused;
export const DELETE = refused;
export const OPTIONS = refused;
