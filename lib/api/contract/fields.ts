import { z } from "zod";
import { validationText } from "@/lib/i18n/th/validation";

const v = validationText;

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

/** The most one deposit or withdrawal may move, in baht (the API's limit; the OpenAPI document shows it). */
export const MAX_AMOUNT_BAHT = 100_000;
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Money the member types, in baht: a JSON number or a decimal string ("100", "100.5", "100.50"), more than 0, with at
 * most 2 decimals, up to MAX_AMOUNT_BAHT. Nothing else is read as a number: "0x10" would be 16 baht to Number(),
 * true 1 and [5] 5; "1e3", "", " 5", 0.001 and 1e20 are refused too. The deposit and withdraw forms use this field.
 */
export const amount = z
  .union([z.number(), z.string()], { error: v.amountFormat })
  .refine((x) => x !== "", { message: v.amountRequired, abort: true })
  .refine((x) => typeof x === "number" || DECIMAL.test(x), { message: v.amountFormat, abort: true })
  .transform(Number)
  .refine((n) => Number.isFinite(n), { message: v.amountFormat, abort: true })
  .refine((n) => n > 0, { message: v.amountPositive, abort: true })
  .refine((n) => n <= MAX_AMOUNT_BAHT, { message: v.amountMax(MAX_AMOUNT_BAHT.toLocaleString("en-US")), abort: true })
  .refine((n) => Math.round(n * 100) / 100 === n, { message: v.amountDecimals, abort: true })
  .meta({
    description: `Baht: a number or a decimal string, more than 0, at most 2 decimals, at most ${MAX_AMOUNT_BAHT}`,
    pattern: DECIMAL.source,
    exclusiveMinimum: 0,
    maximum: MAX_AMOUNT_BAHT,
    multipleOf: 0.01,
  });

/** The largest id PostgreSQL's integer holds: a bigger one could only fail the query, never match a row. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body (a promotion, a game): a positive whole number up to MAX_ROW_ID. */
export const rowId = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);

/**
 * A row id in a path (`/deposit/{id}/cancel`): the path's digits (not "0x10", "1e3" or " 7"), or the number the
 * typed client fills in, up to MAX_ROW_ID.
 */
export const rowIdParam = z
  .union([z.number(), z.string().regex(/^[1-9]\d{0,9}$/).transform(Number)])
  .pipe(z.number().int().positive().max(MAX_ROW_ID));

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

/**
 * A solved proof of work (lib/security/pow.ts), sent with an OTP request after the API answered 429 with a
 * `challenge`; absent otherwise.
 */
export const challengeSolution = z
  .object({ token: z.string().min(1).max(200), nonce: z.string().regex(/^\d{1,12}$/) })
  .optional();

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
