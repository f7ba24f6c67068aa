import { z } from "zod";
import { th } from "@/lib/i18n/th";

const v = th.validation;

/** Thai mobile number: 10 digits, 06/08/09. Spaces and dashes typed by the member are removed first. */
export const phone = z
  .string({ error: v.phoneRequired })
  .trim()
  .min(1, v.phoneRequired)
  .transform((s) => s.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^0[689]\d{8}$/, v.phoneFormat));

/** A password being checked (login, old password): any text the member once chose. */
export const passwordEntered = z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).max(64, v.passwordTooLong);

/** A password being chosen: SPEC.md §5's hints, each its own message. */
export const newPassword = z
  .string({ error: v.passwordRequired })
  .min(8, v.passwordLength)
  .max(15, v.passwordLength)
  .regex(/[a-z]/, v.passwordLower)
  .regex(/[A-Z]/, v.passwordUpper)
  .regex(/\d/, v.passwordDigit)
  .regex(/[A-Za-z]/, v.passwordLetter);

export const otp = z.string({ error: v.otpFormat }).trim().regex(/^\d{6}$/, v.otpFormat);

/** Money the member types, in baht with at most 2 decimals. */
export const amount = z.coerce
  .number({ error: v.amountFormat })
  .refine((n) => Number.isFinite(n), v.amountFormat)
  .refine((n) => n > 0, v.amountPositive)
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), v.amountFormat);

/** A lowercase bank key from the bank table (kbank, scb, …). */
export const bankKey = z.string({ error: v.bankRequired }).trim().toLowerCase().regex(/^[a-z0-9]{2,12}$/, v.bankRequired);

export const accountNumber = z
  .string({ error: v.accountNumberFormat })
  .transform((s) => s.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{10,15}$/, v.accountNumberFormat));

export const personName = z.string({ error: v.nameRequired }).trim().min(1, v.nameRequired).max(100, v.nameTooLong);

/** Money as a backend sends it: a number or a decimal string ("1250.00"); baht as a number. */
export const money = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)])
  .transform((x) => Number(x));

/** The client's address as it reported it (informational; the server takes its own). */
export const clientIp = z.string().max(64).default("");

/** Laravel-style success flag: true/false or 1/0. */
export const flag = z.union([z.boolean(), z.number()]).transform((x) => Boolean(x));

/** A date of birth, YYYY-MM-DD, that exists on the calendar. */
export const birthDate = z
  .string({ error: v.birthDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, v.birthDate)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 1900;
  }, v.birthDate);

/** Thailand's age of majority. */
export const ADULT_AGE = 20;

/** Whole years between a YYYY-MM-DD birth date and today in Bangkok. */
export function ageOn(birth: string, now: Date = new Date()): number {
  const today = new Date(now.getTime() + 7 * 3600_000); // Asia/Bangkok, no DST
  const [y, m, d] = birth.split("-").map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

export const adultBirthDate = birthDate.refine((s) => ageOn(s) >= ADULT_AGE, v.underAge);

/** A member's game username (SPEC.md's ufabet_username), as typed. */
export const username = z.string({ error: v.usernameRequired }).trim().min(1, v.usernameRequired).max(64, v.usernameRequired);

export const lineId = z.string().trim().max(64, v.lineTooLong).default("");

/** SPEC.md §5: the new password and its confirmation must match (checked before sending, and by the API). */
export function withConfirmation<T extends z.ZodObject<{ password: z.ZodType; password_confirmation: z.ZodType }>>(schema: T) {
  return schema.refine((x) => x.password === x.password_confirmation, {
    path: ["password_confirmation"],
    message: v.passwordMismatch,
  });
}
