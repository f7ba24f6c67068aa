// The requests calls for browser code: each loads its contract (and zod) with its first use (lib/api/call-ref.ts).
import { lazyCall } from "../call-ref";

const area = () => import("../contract/requests");

export const depositPrepare = lazyCall(area, "depositPrepare");
export const depositPaymentGateway = lazyCall(area, "depositPaymentGateway");
export const depositCancel = lazyCall(area, "depositCancel");
export const withdraw = lazyCall(area, "withdraw");
