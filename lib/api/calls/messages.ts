// The messages calls for browser code: each loads its contract (and zod) with its first use (lib/api/call-ref.ts).
import { lazyCall } from "../call-ref";

const area = () => import("../contract/messages");

export const markNotificationRead = lazyCall(area, "markNotificationRead");
