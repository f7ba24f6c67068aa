// The protection calls for browser code: each loads its contract (and zod) with its first use (lib/api/call-ref.ts).
import { lazyCall } from "../call-ref";

const area = () => import("../contract/protection");

export const customersLimits = lazyCall(area, "customersLimits");
export const customersSetLimits = lazyCall(area, "customersSetLimits");
export const customersExclusion = lazyCall(area, "customersExclusion");
export const customersSelfExclude = lazyCall(area, "customersSelfExclude");
export const customersSessions = lazyCall(area, "customersSessions");
export const customersEndSession = lazyCall(area, "customersEndSession");
export const customersEndOtherSessions = lazyCall(area, "customersEndOtherSessions");
export const customersLoginHistory = lazyCall(area, "customersLoginHistory");
export const customersRealityCheck = lazyCall(area, "customersRealityCheck");
export const customersSetRealityCheck = lazyCall(area, "customersSetRealityCheck");
export const customersSecondFactorSetup = lazyCall(area, "customersSecondFactorSetup");
export const customersSecondFactorEnable = lazyCall(area, "customersSecondFactorEnable");
export const customersSecondFactorDisable = lazyCall(area, "customersSecondFactorDisable");
export { customersSecondFactor } from "./second-factor";
