// The member-data calls for browser code: each loads its contract (and zod) with its first use (lib/api/call-ref.ts).
import { lazyCall } from "../call-ref";

const area = () => import("../contract/member-data");

export const promotions = lazyCall(area, "promotions");
export const customersHistory = lazyCall(area, "customersHistory");
