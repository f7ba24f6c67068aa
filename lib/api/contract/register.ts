import * as z from "zod/mini";
import { defineCall } from "./define";
import {
  accountNumber,
  adultBirthDate,
  bankKey,
  challengeSolution,
  clientIp,
  lineId,
  newPassword,
  otp,
  personName,
  phone,
  withConfirmation,
} from "./fields";
import { sessionGrant, tokenGrant } from "./auth";
import { validationText } from "@/lib/i18n/th/validation";

/** How the API answers a sent OTP: when the member may ask again and how long the code lives. */
export const otpSent = z.object({ success: z.boolean(), resend_in: z.number().check(z.int()), expires_in: z.number().check(z.int()) });

/**
 * Unknown body fields are dropped, not refused (a family client sends a few we do not read), except at the OTP step:
 * `register/otp` is `.strict()`, because the one extra field a family client sends there is its OTP bypass flag,
 * which would change the call's meaning — it is refused with a 422 naming it, never honoured (docs/product.md). A
 * field naming a bypass is refused on every call (server/api/dispatch.ts).
 */
export const registerPhoneBody = z
  .object({
    phone,
    ip: clientIp,
    birth_date: adultBirthDate,
    age_confirmed: z.literal(true, { error: validationText.ageConfirm }),
    affiliate_key: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    referral_key: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    challenge: challengeSolution,
  });

export const registerPhone = defineCall({
  method: "POST",
  path: "/api/register/phone",
  summary: "Start registration: check the age and send an OTP to the phone",
  auth: false,
  body: registerPhoneBody,
  response: otpSent,
  errors: {
    422: "validation (phone taken, under 20, …)",
    429: "too many sends: Retry-After, or a `challenge` {token, bits} to solve and send back as `challenge` {token, nonce}",
  },
});

export const registerOtp = defineCall({
  method: "POST",
  path: "/api/register/otp",
  summary: "Confirm the OTP; returns the registration token (held in its own HttpOnly cookie)",
  auth: false,
  body: z.strictObject({ phone, otp }),
  backendResponse: tokenGrant,
  response: sessionGrant,
  issuesToken: "registration",
  errors: { 422: "wrong, expired, used or over-tried code" },
});

export const registerPasswordBody = withConfirmation(
  // A family client also sends the phone: dropped, the registration token decides the member.
  z.object({ password: newPassword, password_confirmation: z.string() }),
);

export const registerPassword = defineCall({
  method: "POST",
  path: "/api/register/password",
  summary: "Set the new member's password (registration token; a `phone` sent with it is ignored)",
  auth: "registration",
  body: registerPasswordBody,
  response: z.object({ success: z.boolean() }),
});

export const registerBankAccountBody = z.object({ phone, bank: bankKey, account_number: accountNumber, name: personName, line: lineId });

export const registerBankAccount = defineCall({
  method: "POST",
  path: "/api/register/bank-account",
  summary: "Register the member's bank account; completes registration and logs in",
  auth: "registration",
  body: registerBankAccountBody,
  backendResponse: tokenGrant,
  response: sessionGrant,
  issuesToken: "session",
});
