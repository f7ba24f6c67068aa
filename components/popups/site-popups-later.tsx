"use client";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { whenIdle } from "@/lib/when-idle";
import type { SiteInfo } from "@/lib/api/contract/site";

/** Its own chunk (React Query, the API client, its schemas and the three dialogs), fetched once the page is idle. */
const SitePopups = dynamic(() => import("./site-popups").then((m) => m.SitePopupsWithQueries), { ssr: false });

/**
 * The site's popups after the first paint: they ask the API before they show anything, so nothing on the
 * first load waits for their code.
 */
export function SitePopupsLater({ info }: { info: SiteInfo }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true), 1_500), []);
  return ready ? <SitePopups info={info} /> : null;
}
