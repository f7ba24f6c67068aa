import { sitePagesText } from "@/lib/i18n/th/site-pages";
import { Glyph } from "@/components/ui/glyph";
import { ExternalLink } from "@/components/ui/external-link";
import s from "./line-float.module.css";

/**
 * The floating LINE contact button (the site's LINE link), bottom-right where there is no mobile bar (960 px and
 * wider). Below that the bar's first item, ติดต่อเรา, is the same LINE link in a fixed place that covers nothing,
 * while a floating bubble would sit on a dashboard tile or a form's full-width submit button. The log-in and
 * registration layout has none: those pages are one form each.
 */
export function LineFloat({ href }: { href: string | null | undefined }) {
  return (
    <div className={s.float} data-testid="line-float">
      <ExternalLink className={s.button} href={href}>
        <Glyph name="chat" size={26} />
        <span className="visually-hidden">{sitePagesText.lineContact}</span>
      </ExternalLink>
    </div>
  );
}
