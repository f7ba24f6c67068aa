"use client";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useUiStore } from "@/stores/ui-store";
import { whenIdle } from "@/lib/when-idle";

/**
 * Member-only client parts, each its own chunk: a visitor's page never downloads them (nor the API client,
 * profile query and schemas they bring). `dynamic` splits only when called from a client module.
 */
export const MemberStrip = dynamic(() => import("./member-strip").then((m) => m.MemberStrip));
export const BalanceCard = dynamic(() => import("@/components/wallet/balance-card").then((m) => m.BalanceCard));

const DrawerDialog = dynamic(() => import("./drawer").then((m) => m.Drawer), { ssr: false });

/**
 * The drawer is drawn the first time the menu button opens it: until then neither its markup (a closed dialog)
 * nor its stylesheet (which restyles the whole page when added) costs the page anything. Its code is fetched once the
 * page is idle, so the first tap opens it at once; a tap made before that is kept in the store and opens it on mount.
 */
export function Drawer({ lineUrl }: { lineUrl: string }) {
  const wanted = useUiStore((st) => st.drawerOpen);
  const [drawn, setDrawn] = useState(false);
  if (wanted && !drawn) setDrawn(true);
  useEffect(() => whenIdle(() => void import("./drawer"), 5_000), []);
  return drawn ? <DrawerDialog lineUrl={lineUrl} /> : null;
}
