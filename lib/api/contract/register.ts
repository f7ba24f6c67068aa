import { z } from "zod";
import { defineCall } from "./define";
import { accountNumber, bankKey, clientIp, newPassword, otp, personName, phone } from "./fields";
import { sessionGrant, tokenGrant } from "./auth";

/** `.strict()`: a bypass flag or any field we do not know is refused, never honoured (DESIGN.md §6.1). */
export const registerPhone = defineCall({
  method: "POST",
  path: "/api/register/phone",
  summary: "Start registration: send an OTP to the phone",
  auth: false,
  body: z
    .object({
      phone,
      ip: clientIp,
      birth_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      age_confirmed: z.literal(true),
      affiliate_key: z.string().max(64).optional(),
      referral_key: z.string().max(64).optional(),
    })
    .strict(),
  response: z.object({ success: z.boolean(), resend_in: z.number().int().optional() }),
  errors: { 422: "validation", 429: "too many sends" },
});

export const registerOtp = defineCall({
  method: "POST",
  path: "/api/register/otp",
  summary: "Confirm the OTP; returns the registration token",
  auth: false,
  body: z.object({ phone, otp }).strict(),
  backendResponse: tokenGrant,
  response: sessionGrant,
  issuesToken: "registration",
});

export const registerPassword = defineCall({
  method: "POST",
  path: "/api/register/password",
  summary: "Set the new member's password (registration token)",
  auth: "registration",
  body: z.object({ password: newPassword, password_confirmation: z.string() }).strict(),
  response: z.object({ success: z.boolean() }),
});

export const registerBankAccount = defineCall({
  method: "POST",
  path: "/api/register/bank-account",
  summary: "Register the member's bank account; completes registration and logs in",
  auth: "registration",
  body: z
    .object({ phone, bank: bankKey, account_number: accountNumber, name: personName, line: z.string().max(64).default("") })
    .strict(),
  backendResponse: tokenGrant,
  response: sessionGrant,
  issuesToken: "session",
});
