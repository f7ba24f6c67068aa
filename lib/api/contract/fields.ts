import * as z from "zod/mini";
import { validationText } from "@/lib/i18n/th/validation";

const v = validationText;

/** Thai mobile number: 10 digits, 06/08/09. Spaces and dashes typed by the member are removed first. */
export const phone = z.pipe(
  z.pipe(
    z.string({ error: v.phoneRequired }).check(z.trim(), z.minLength(1, v.phoneRequired)),
    z.transform((s: string) => s.replace(/[\s-]/g, "")),
  ),
  z.string().check(z.regex(/^0[689]\d{8}$/, v.phoneFormat)),
);

/** A password being checked (login, old password): any text the member once chose. */
export const passwordEntered = z
  .string({ error: v.passwordRequired })
  .check(z.minLength(1, v.passwordRequired), z.maxLength(64, v.passwordTooLong));

/** A password being chosen: the password hints, each its own message. */
export const newPassword = z
  .string({ error: v.passwordRequired })
  .check(
    z.minLength(8, v.passwordLength),
    z.maxLength(15, v.passwordLength),
    z.regex(/[a-z]/, v.passwordLower),
    z.regex(/[A-Z]/, v.passwordUpper),
    z.regex(/\d/, v.passwordDigit),
    z.regex(/[A-Za-z]/, v.passwordLetter),
  );

export const otp = z.string({ error: v.otpFormat }).check(z.trim(), z.regex(/^\d{6}$/, v.otpFormat));

/** The most one deposit or withdrawal may move, in baht (the API's limit; the OpenAPI document shows it). */
export const MAX_AMOUNT_BAHT = 100_000;
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Money the member types, in baht: a JSON number or a decimal string ("100", "100.5", "100.50"), more than 0, with at
 * most 2 decimals, up to MAX_AMOUNT_BAHT. Nothing else is read as a number: "0x10" would be 16 baht to Number(),
 * true 1 and [5] 5; "1e3", "", " 5", 0.001 and 1e20 are refused too. The deposit and withdraw forms use this field.
 */
export const amount = z
  .pipe(
    z.union([z.number(), z.string()], { error: v.amountFormat }).check(
      z.refine((x) => x !== "", { message: v.amountRequired, abort: true }),
      z.refine((x) => typeof x === "number" || DECIMAL.test(x), { message: v.amountFormat, abort: true }),
    ),
    z.transform((x: number | string) => Number(x)),
  )
  .check(
    z.refine((n) => Number.isFinite(n), { message: v.amountFormat, abort: true }),
    z.refine((n) => n > 0, { message: v.amountPositive, abort: true }),
    z.refine((n) => n <= MAX_AMOUNT_BAHT, { message: v.amountMax(MAX_AMOUNT_BAHT.toLocaleString("en-US")), abort: true }),
    z.refine((n) => Math.round(n * 100) / 100 === n, { message: v.amountDecimals, abort: true }),
  )
  .register(z.globalRegistry, {
    description: `Baht: a number or a decimal string, more than 0, at most 2 decimals, at most ${MAX_AMOUNT_BAHT}`,
    pattern: DECIMAL.source,
    exclusiveMinimum: 0,
    maximum: MAX_AMOUNT_BAHT,
    multipleOf: 0.01,
  });

/** The largest id PostgreSQL's integer holds: a bigger one could only fail the query, never match a row. */
const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body (a promotion, a game): a positive whole number up to MAX_ROW_ID. */
export const rowId = (message: string) =>
  z.number({ error: message }).check(z.int(message), z.positive(message), z.maximum(MAX_ROW_ID, message));

/**
 * A row id in a path (`/deposit/{id}/cancel`): the path's digits (not "0x10", "1e3" or " 7"), or the number the
 * typed client fills in, up to MAX_ROW_ID.
 */
export const rowIdParam = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.transform(Number))]),
  z.number().check(z.int(), z.positive(), z.maximum(MAX_ROW_ID)),
);

/** A lowercase bank key from the bank table (kbank, scb, …). */
export const bankKey = z
  .string({ error: v.bankRequired })
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9]{2,12}$/, v.bankRequired));

export const accountNumber = z.pipe(
  z.pipe(
    z.string({ error: v.accountNumberFormat }),
    z.transform((s: string) => s.replace(/[\s-]/g, "")),
  ),
  z.string().check(z.regex(/^\d{10,15}$/, v.accountNumberFormat)),
);

export const personName = z
  .string({ error: v.nameRequired })
  .check(z.trim(), z.minLength(1, v.nameRequired), z.maxLength(100, v.nameTooLong));

/** Money as a backend sends it: a number or a decimal string ("1250.00"); baht as a number. */
export const money = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform((x: number | string) => Number(x)),
);

/** The client's address as it reported it (informational; the server takes its own). */
export const clientIp = z._default(z.string().check(z.maxLength(64)), "");

/**
 * A solved proof of work (lib/security/pow.ts), sent with an OTP request after the API answered 429 with a
 * `challenge`; absent otherwise.
 */
export const challengeSolution = z.optional(
  z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)), nonce: z.string().check(z.regex(/^\d{1,12}$/)) }),
);

/** Laravel-style success flag: true/false or 1/0. */
export const flag = z.pipe(
  z.union([z.boolean(), z.number()]),
  z.transform((x: boolean | number) => Boolean(x)),
);

/** A date of birth, YYYY-MM-DD, that exists on the calendar. */
const birthDate = z.string({ error: v.birthDate }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, v.birthDate),
  z.refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 1900;
  }, v.birthDate),
);

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

export const adultBirthDate = birthDate.check(z.refine((s) => ageOn(s) >= ADULT_AGE, v.underAge));

/** A member's game username (the profile's ufabet_username), as typed. */
export const username = z
  .string({ error: v.usernameRequired })
  .check(z.trim(), z.minLength(1, v.usernameRequired), z.maxLength(64, v.usernameRequired));

export const lineId = z._default(z.string().check(z.trim(), z.maxLength(64, v.lineTooLong)), "");

/** The new password and its confirmation must match (checked before sending, and by the API). */
export function withConfirmation<T extends z.ZodMiniObject<{ password: z.ZodMiniType; password_confirmation: z.ZodMiniType }>>(
  schema: T,
) {
  return schema.check(
    z.refine((x) => x.password === x.password_confirmation, {
      path: ["password_confirmation"],
      message: v.passwordMismatch,
    }),
  );
}
