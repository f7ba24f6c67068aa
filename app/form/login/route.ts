import { formPage, loginForm } from "@/server/forms/handlers";

export const dynamic = "force-dynamic";

/** The login form's POST before its JavaScript runs (server/forms/handlers.ts). */
export const POST = loginForm;

/** Opened rather than posted: the login page (with its return target). */
export const GET = formPage.login;
