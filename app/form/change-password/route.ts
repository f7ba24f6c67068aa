import { formPage, changePasswordForm } from "@/server/forms/handlers";

export const dynamic = "force-dynamic";

/** The change-password form's POST before its JavaScript runs (server/forms/handlers.ts). */
export const POST = changePasswordForm;

/** Opened rather than posted: the change-password page. */
export const GET = formPage.changePassword;
