// The password forms' checks, loaded with a form's first check (lib/forms/lazy-resolver.ts), not with the page.
import * as z from "zod/mini";
import { updatePasswordBody } from "@/lib/api/contract/customers";
import { newPassword, withConfirmation } from "@/lib/api/contract/fields";
import { resetPasswordStartBody } from "@/lib/api/contract/reset-password";

export const changeForm = updatePasswordBody;
export const forgotForm = resetPasswordStartBody;
/** The password part of /confirm-password's body, with the same rules (the password hints). */
export const newPasswordForm = withConfirmation(z.object({ password: newPassword, password_confirmation: z.string() }));
