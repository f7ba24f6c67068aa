"use client";
import { useEffect } from "react";

/**
 * When `key` becomes set (a result replaced a form), the page's title is brought back below the sticky header if
 * it went under it: the shorter page may have left the member scrolled past it. html's scroll-padding-top keeps it
 * clear of the header.
 */
export function useTitleInView(key: unknown) {
  useEffect(() => {
    if (key === null || key === undefined) return;
    const title = document.querySelector("main h1");
    const header = document.querySelector("header");
    if (!title) return;
    const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
    if (title.getBoundingClientRect().top < headerBottom) title.scrollIntoView({ block: "start" });
  }, [key]);
}
