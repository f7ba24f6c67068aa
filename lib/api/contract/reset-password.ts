import { z } from "zod";
import { defineCall } from "./define";
import { newPassword, otp, phone } from "./fields";

const who = { phone, ufabet_username: z.string().trim().min(1).max(64) };

export const resetPasswordStart = defineCall({
  method: "POST",
  path: "/api/reset-password/start",
  summary: "Send a reset OTP (answers the same for known and unknown phones)",
  auth: false,
  body: z.object(who),
  response: z.object({ success: z.boolean(), token: z.string() }),
});

export const resetPasswordConfirmOtp = defineCall({
  method: "POST",
  path: "/api/reset-password/confirm-otp",
  summary: "Check the reset OTP",
  auth: false,
  body: z.object({ ...who, token: z.string().min(1), otp }),
  response: z.object({ success: z.boolean() }),
});

export const resetPasswordConfirmPassword = defineCall({
  method: "POST",
  path: "/api/reset-password/confirm-password",
  summary: "Set the new password; every session of the member ends",
  auth: false,
  body: z.object({ ...who, token: z.string().min(1), otp, password: newPassword, password_confirmation: z.string() }),
  response: z.object({ success: z.boolean() }),
});
