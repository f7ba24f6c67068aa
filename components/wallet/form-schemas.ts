// The money forms' checks, loaded with a form's first check (lib/forms/lazy-resolver.ts), not with the page.
import * as z from "zod/mini";
import { amount } from "@/lib/api/contract/fields";
import { depositText } from "@/lib/i18n/th/deposit";

export { secondFactorCode } from "@/lib/api/contract/second-factor";

export const depositForm = z.object({
  amount: amount.check(z.refine((n) => n >= 1, depositText.amountMin)),
  promotion: z.string(),
  method: z.enum(["bank", "qr"]),
});

// `totp` is checked only when two-factor is on (then the API needs it).
export const withdrawForm = z.object({ amount, totp: z.string() });
