// The register calls for browser code: each loads its contract (and zod) with its first use (lib/api/call-ref.ts).
import { lazyCall } from "../call-ref";

const area = () => import("../contract/register");

export const registerPhone = lazyCall(area, "registerPhone");
export const registerOtp = lazyCall(area, "registerOtp");
export const registerPassword = lazyCall(area, "registerPassword");
export const registerBankAccount = lazyCall(area, "registerBankAccount");
