/**
 * Two-factor's part of the protection contract (protection.ts re-exports it) that the money pages use: the rule of a
 * code a withdrawal carries, and whether two-factor is on. Apart so the deposit and withdraw pages load these two,
 * not every protection call.
 */
import * as z from "zod/mini";
import { protectionText as p } from "@/lib/i18n/th/protection";
import { defineCall } from "./define";

/** A 6-digit authenticator code, or a recovery code (xxxxx-xxxxx). */
export const secondFactorCode = z
  .string({ error: p.totpFormat })
  .check(z.trim(), z.regex(/^(\d{6}|[a-zA-Z2-7]{5}-?[a-zA-Z2-7]{5})$/, p.totpFormat));

export const customersSecondFactor = defineCall({
  method: "GET",
  path: "/api/customers/2fa",
  summary: "Whether two-factor (TOTP) is on, and how many recovery codes are left",
  auth: true,
  response: z.object({ success: z.boolean(), data: z.object({ enabled: z.boolean(), recovery_codes_left: z.int() }) }),
  errors: { 401: "Unauthenticated." },
});
