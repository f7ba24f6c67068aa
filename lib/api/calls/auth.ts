// The auth calls for browser code: each loads its contract (and zod) with its first use (lib/api/call-ref.ts).
import { lazyCall } from "../call-ref";

const area = () => import("../contract/auth");

export const login = lazyCall(area, "login");
export const logout = lazyCall(area, "logout");
export const ip = lazyCall(area, "ip");
export const authenticate = lazyCall(area, "authenticate");
export const demoOutbox = lazyCall(area, "demoOutbox");
