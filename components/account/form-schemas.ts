// The /account forms' checks, loaded with a form's first check (lib/forms/lazy-resolver.ts), not with the page.
import * as z from "zod/mini";
import { passwordEntered } from "@/lib/api/contract/fields";
import { EXCLUSION_PERIOD_KEYS, limitAmount, secondFactorCode } from "@/lib/api/contract/protection";
import { accountText as t } from "@/lib/i18n/th/account";
import { protectionText } from "@/lib/i18n/th/protection";

export const exclusionForm = z.object({
  period: z.string().check(z.refine((v) => (EXCLUSION_PERIOD_KEYS as readonly string[]).includes(v), t.choosePeriod)),
  password: passwordEntered,
});

/** A typed limit: empty (no limit) or what the API takes (more than 0, 2 decimals, at most 10,000,000). */
const limitText = z.string().check(z.refine((v) => v.trim() === "" || limitAmount.safeParse(v.trim().replace(/,/g, "")).success, t.limitInvalid));
export const limitsForm = z.object({ daily: limitText, weekly: limitText, monthly: limitText });

/** The app's 6 digits only (enabling takes no recovery code). */
export const appCode = z.object({
  code: z.string({ error: protectionText.totpFormat }).check(z.trim(), z.regex(/^\d{6}$/, protectionText.totpFormat)),
});
export const disableForm = z.object({ password: passwordEntered, code: secondFactorCode });
