// The shared forms' checks, loaded with a form's first check (lib/forms/lazy-resolver.ts), not with the page.
import * as z from "zod/mini";
import { otp } from "@/lib/api/contract/fields";

export const otpForm = z.object({ otp });
