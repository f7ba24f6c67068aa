"use client";
import dynamic from "next/dynamic";

/**
 * Member-only client parts, each its own chunk: a visitor's page never downloads them (nor the API client,
 * profile query and schemas they bring). `dynamic` splits only when called from a client module.
 */
export const MemberStrip = dynamic(() => import("./member-strip").then((m) => m.MemberStrip));
// The drawer is a closed dialog until the menu button opens it: rendered in the browser only, its markup (~8 KB)
// stays out of every member page's HTML. A tap made before it arrives is kept in the store and opens it on mount.
export const Drawer = dynamic(() => import("./drawer").then((m) => m.Drawer), { ssr: false });
export const BalanceCard = dynamic(() => import("@/components/wallet/balance-card").then((m) => m.BalanceCard));
