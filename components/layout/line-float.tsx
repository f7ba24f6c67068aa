"use client";
import { Glyph } from "@/components/ui/glyph";
import { ExternalLink } from "@/components/ui/external-link";
import s from "./line-float.module.css";

/**
 * The floating LINE contact button (the site's LINE link), bottom-right where there is no mobile bar (960 px and
 * wider). Below that the bar's first item, ติดต่อเรา, is the same LINE link in a fixed place that covers nothing,
 * while a floating bubble would sit on a dashboard tile or a form's full-width submit button. The log-in and
 * registration layout has none: those pages are one form each. A client component, for the reason the header is one
 * (header.tsx): `label` is its words.
 */
export function LineFloat({ href, label }: { href: string | null | undefined; label: string }) {
  return (
    <div className={s.float} data-testid="line-float">
      <ExternalLink className={s.button} href={href}>
        <Glyph name="chat" size={26} />
        <span className="visually-hidden">{label}</span>
      </ExternalLink>
    </div>
  );
}
