// The auth forms' checks, loaded with a form's first check (lib/forms/lazy-resolver.ts), not with the page.
import * as z from "zod/mini";
import { otp, passwordEntered, phone } from "@/lib/api/contract/fields";

export const loginForm = z.object({ phone, password: passwordEntered });
export const otpForm = z.object({ otp });
