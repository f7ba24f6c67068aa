// The spin-wheel calls for browser code: each loads its contract (and zod) with its first use (lib/api/call-ref.ts).
import { lazyCall } from "../call-ref";

const area = () => import("../contract/spin-wheel");

export const spinWheel = lazyCall(area, "spinWheel");
export const spinWheelSpin = lazyCall(area, "spinWheelSpin");
