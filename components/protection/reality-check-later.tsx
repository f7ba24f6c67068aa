"use client";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { whenIdle } from "@/lib/when-idle";

/** The reminder's own chunk (its query, timer and dialog), fetched once the page is idle: nothing waits for it. */
const RealityCheckWatcher = dynamic(() => import("./reality-check-watcher").then((m) => m.RealityCheckWatcher), { ssr: false });

/**
 * The reality check over every member page. Mounted by the session watcher, itself a member-only chunk
 * loaded after hydration, so a visitor's page never loads any of it and a member's first load carries none of it.
 */
export function RealityCheckLater() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? <RealityCheckWatcher /> : null;
}
