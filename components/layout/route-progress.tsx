"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef, useState } from "react";
import { siteLinkTarget } from "@/lib/site-link";
import s from "./route-progress.module.css";

/** The bar shows only for navigations slower than 200 ms, and creeps over 5 s. */
const PROGRESS_THROTTLE_MS = 200;

function Progress() {
  const pathname = usePathname();
  const search = useSearchParams();
  const key = `${pathname}?${search.toString()}`;
  const keyRef = useRef(key);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The location the bar started on: running while we are still there, done once the location changed. */
  const [startedOn, setStartedOn] = useState<string | null>(null);
  const phase = startedOn === null ? "idle" : startedOn === key ? "running" : "done";

  useEffect(() => {
    const start = () => {
      if (pending.current) clearTimeout(pending.current);
      pending.current = setTimeout(() => setStartedOn(keyRef.current), PROGRESS_THROTTLE_MS);
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      if (siteLinkTarget(e.target)) start();
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", start);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", start);
    };
  }, []);

  // The navigation finished before 200 ms: never show the bar.
  useEffect(() => {
    keyRef.current = key;
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
  }, [key]);

  useEffect(() => {
    if (phase !== "done") return;
    const t = setTimeout(() => setStartedOn(null), 600);
    return () => clearTimeout(t);
  }, [phase]);

  const cls = phase === "running" ? `${s.bar} ${s.running}` : phase === "done" ? `${s.bar} ${s.done}` : s.bar;
  return <div className={cls} role="progressbar" aria-hidden={phase === "idle"} aria-label="กำลังโหลดหน้า" data-phase={phase} />;
}

export function RouteProgress() {
  return (
    <Suspense fallback={null}>
      <Progress />
    </Suspense>
  );
}
