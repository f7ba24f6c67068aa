// The referral calls for browser code: each loads its contract (and zod) with its first use (lib/api/call-ref.ts).
import { lazyCall } from "../call-ref";

const area = () => import("../contract/referral");

export const customersReferral = lazyCall(area, "customersReferral");
export const customersReferralMembers = lazyCall(area, "customersReferralMembers");
export const customersReferralIncome = lazyCall(area, "customersReferralIncome");
