// The reset-password calls for browser code: each loads its contract (and zod) with its first use (lib/api/call-ref.ts).
import { lazyCall } from "../call-ref";

const area = () => import("../contract/reset-password");

export const resetPasswordStart = lazyCall(area, "resetPasswordStart");
export const resetPasswordConfirmOtp = lazyCall(area, "resetPasswordConfirmOtp");
export const resetPasswordConfirmPassword = lazyCall(area, "resetPasswordConfirmPassword");
