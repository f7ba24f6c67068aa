"use client";

import { useEffect, useRef } from "react";

/**
 * Sets --header-bottom to the sticky header's height as drawn: larger text wraps the header taller than --header-h,
 * and what sticks below it (the account page's section bar) and anchor scrolling must move down with it.
 */
export function HeaderHeight() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const header = ref.current?.closest("header");
    if (!header || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty("--header-bottom", `${header.offsetHeight}px`));
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.removeProperty("--header-bottom");
    };
  }, []);
  return <span ref={ref} hidden />;
}
