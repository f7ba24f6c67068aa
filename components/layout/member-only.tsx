"use client";
import dynamic from "next/dynamic";

/**
 * Member-only client parts, each its own chunk: a visitor's page never downloads them (nor the API client,
 * profile query and schemas they bring). `dynamic` splits only when called from a client module.
 */
export const MemberStrip = dynamic(() => import("./member-strip").then((m) => m.MemberStrip));
export const Drawer = dynamic(() => import("./drawer").then((m) => m.Drawer));
export const BalanceCard = dynamic(() => import("@/components/wallet/balance-card").then((m) => m.BalanceCard));
