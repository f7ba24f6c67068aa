// The games calls for browser code: each loads its contract (and zod) with its first use (lib/api/call-ref.ts).
import { lazyCall } from "../call-ref";

const area = () => import("../contract/games");

export const customersProduct = lazyCall(area, "customersProduct");
export const hotGames = lazyCall(area, "hotGames");
export const slotRtp = lazyCall(area, "slotRtp");
export const gameLaunch = lazyCall(area, "gameLaunch");
export const customersLoginGame = lazyCall(area, "customersLoginGame");
export const activityTicket = lazyCall(area, "activityTicket");
export const activityRedeem = lazyCall(area, "activityRedeem");
