import "server-only";
import { cache } from "react";
import { ApiError } from "@/lib/api/errors";
import { walletOf, type Wallet } from "@/lib/customers/wallet";
import { serverApi } from "@/server/api/server-client";
import { pageSession } from "./page-session";
import { log } from "@/server/observability/log";

/**
 * The member's credit and bonus figures at render time, once per request (the layout's member strip and the home
 * page's wallet card share it): the first paint shows them instead of ฿0.00 until the profile poll answers. Null for
 * a visitor, or when the API does not answer: those parts then wait for the poll, as they would without it.
 */
export const loadWallet = cache(async (): Promise<Wallet | null> => {
  const { loggedIn, token } = await pageSession();
  if (!loggedIn || !token) return null;
  try {
    return walletOf((await serverApi(token)("GET /api/customers/profile")).data);
  } catch (e) {
    // 401: the session ended; the page's session watcher handles it.
    if (!(e instanceof ApiError) || e.status !== 401) log.warn({ err: e }, "wallet: the profile is unavailable");
    return null;
  }
});
