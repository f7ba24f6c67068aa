import { formPage, waitForm } from "@/server/forms/handlers";

export const dynamic = "force-dynamic";

/** Registration, forgotten-password, deposit and withdraw forms posted before their JavaScript runs. */
export const POST = waitForm;

/** Opened rather than posted: the page named. */
export const GET = formPage.wait;
