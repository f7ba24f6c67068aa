// The site calls for browser code: each loads its contract (and zod) with its first use (lib/api/call-ref.ts).
import { lazyCall } from "../call-ref";

const area = () => import("../contract/site");

export const siteInfoCall = lazyCall(area, "siteInfoCall");
export const banners = lazyCall(area, "banners");
export const maintenance = lazyCall(area, "maintenance");
export const popupNews = lazyCall(area, "popupNews");
export const gameHosts = lazyCall(area, "gameHosts");
