import * as z from "zod/mini";
import { defineCall } from "./define";
import { challengeSolution, newPassword, otp, phone, username, withConfirmation } from "./fields";

const who = { phone, ufabet_username: username };

export const resetPasswordStartBody = z.object({ ...who, challenge: challengeSolution });

export const resetPasswordStart = defineCall({
  method: "POST",
  path: "/api/reset-password/start",
  summary: "Send a reset OTP; answers the same, in similar time, for known and unknown members",
  auth: false,
  body: resetPasswordStartBody,
  response: z.object({ success: z.boolean(), token: z.string(), resend_in: z.optional(z.number().check(z.int())) }),
  errors: { 429: "too many sends: Retry-After, or a `challenge` to solve (as registration's)" },
});

export const resetPasswordConfirmOtp = defineCall({
  method: "POST",
  path: "/api/reset-password/confirm-otp",
  summary: "Check the reset OTP",
  auth: false,
  body: z.object({ ...who, token: z.string().check(z.minLength(1), z.maxLength(200)), otp }),
  response: z.object({ success: z.boolean() }),
});

export const resetPasswordConfirmPasswordBody = withConfirmation(
  z.object({
    ...who,
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    otp,
    password: newPassword,
    password_confirmation: z.string(),
  }),
);

export const resetPasswordConfirmPassword = defineCall({
  method: "POST",
  path: "/api/reset-password/confirm-password",
  summary: "Set the new password; every session of the member ends",
  auth: false,
  body: resetPasswordConfirmPasswordBody,
  response: z.object({ success: z.boolean() }),
});
