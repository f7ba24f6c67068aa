// The registration forms' checks, loaded with a form's first check (lib/forms/lazy-resolver.ts), not with the page.
import * as z from "zod/mini";
import { registerBankAccountBody, registerPasswordBody, registerPhoneBody } from "@/lib/api/contract/register";
import { birthDateIso } from "@/lib/birth-date";

/** The contract's own rules (phone, 20+ birth date, the confirmation); the date arrives as three selects. */
export const phoneForm = z.object({
  phone: registerPhoneBody.shape.phone,
  birth_date: z.pipe(
    z.pipe(z.object({ day: z.string(), month: z.string(), year: z.string() }), z.transform(birthDateIso)),
    registerPhoneBody.shape.birth_date,
  ),
  age_confirmed: z.pipe(z.boolean(), registerPhoneBody.shape.age_confirmed),
});

export const passwordForm = registerPasswordBody;

/** The contract's body without the phone, which comes from the OTP step. */
export const bankForm = z.omit(registerBankAccountBody, { phone: true });
