// The customers calls for browser code: each loads its contract (and zod) with its first use (lib/api/call-ref.ts).
import { lazyCall } from "../call-ref";

const area = () => import("../contract/customers");

export const customersProfile = lazyCall(area, "customersProfile");
export const customersCheckCredit = lazyCall(area, "customersCheckCredit");
export const customersCheckTurnover = lazyCall(area, "customersCheckTurnover");
export const customersUpdatePassword = lazyCall(area, "customersUpdatePassword");
export const customersGetBonus = lazyCall(area, "customersGetBonus");
export const customersBonuses = lazyCall(area, "customersBonuses");
