"use client";
import { useEffect, useState } from "react";
import type { Notice } from "@/lib/forms/notices";
import { Alert } from "@/components/ui/field";
import { Glyph } from "@/components/ui/glyph";
import s from "./form-notice.module.css";

/**
 * What a form posted before the page's JavaScript was answered with (lib/forms/notices.ts), rendered on the server
 * so it shows without JavaScript too. It goes away when the member submits a form again, and its key leaves the
 * address bar once the page runs, so a reload or a shared link does not repeat it.
 */
export function FormNotice({ notice }: { notice: Notice | null }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    if (!notice) return;
    const url = new URL(window.location.href);
    if (url.searchParams.has("notice")) {
      url.searchParams.delete("notice");
      url.searchParams.delete("retry");
      window.history.replaceState(window.history.state, "", url);
    }
    const hide = () => setShown(false);
    document.addEventListener("submit", hide, true);
    return () => document.removeEventListener("submit", hide, true);
  }, [notice]);

  if (!notice || !shown) return null;
  if (notice.tone === "error") return <Alert testId="form-notice">{notice.text}</Alert>;
  return (
    <div className={`${s.notice} ${s[notice.tone]}`} role="status" data-testid="form-notice">
      {notice.tone === "success" ? <Glyph name="check" size={20} /> : <Glyph name="clock" size={20} />}
      <p>{notice.text}</p>
    </div>
  );
}
