"use client";
import { usePathname } from "next/navigation";
import { th } from "@/lib/i18n/th";
import { paths } from "@/lib/paths";
import { ChatIcon } from "@/components/ui/icons";
import { ExternalLink } from "@/components/ui/external-link";
import s from "./line-float.module.css";

/** Pages whose submit button runs the width of a phone: the float would sit on it, and the bar's LINE item is there. */
const FORM_PAGES: string[] = [paths.deposit(), paths.withdraw(), paths.changePassword()];

/**
 * The floating LINE contact button (the site's LINE link): above the mobile bar at the right on a phone, bottom-right
 * on desktop. On a phone it stays off the form pages above. The log-in and registration layout has none: those
 * pages are one form each, with nothing else to cover.
 */
export function LineFloat({ href }: { href: string | null | undefined }) {
  const onForm = FORM_PAGES.includes(usePathname());
  return (
    <div className={`${s.float} ${onForm ? s.desktopOnly : ""}`} data-testid="line-float">
      <ExternalLink className={s.button} href={href}>
        <ChatIcon size={26} />
        <span className="visually-hidden">{th.sitePages.lineContact}</span>
      </ExternalLink>
    </div>
  );
}
