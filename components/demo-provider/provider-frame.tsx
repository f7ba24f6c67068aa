import type { ReactNode } from "react";
import { demoProviderText } from "@/lib/i18n/th/demo-provider";
import { paths } from "@/lib/paths";
import s from "./provider-frame.module.css";

/** The demo provider's mark: a faceted gem in a hexagon, its own (not the site's moon). */
function ProviderMark() {
  return (
    <svg viewBox="0 0 40 40" width="34" height="34" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="dp-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff3da3" />
          <stop offset="1" stopColor="#7a3cff" />
        </linearGradient>
        <linearGradient id="dp-mark-gem" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff6cf" />
          <stop offset="1" stopColor="#f7b733" />
        </linearGradient>
      </defs>
      <path d="M20 2l16 9v18l-16 9-16-9V11Z" fill="url(#dp-mark)" />
      <path d="M13 14h14l5 6-12 12L8 20Z" fill="url(#dp-mark-gem)" />
      <path d="M8 20h24M13 14l4 6 3-6 3 6 4-6M17 20l3 12 3-12" fill="none" stroke="#9a5c08" strokeWidth="1" opacity=".6" />
    </svg>
  );
}

/** The demo provider's pages: its own bar (name, demo badge, back to the member site) and footer. */
export function ProviderFrame({ children }: { children: ReactNode }) {
  return (
    <div className={s.page}>
      <header className={s.bar}>
        <div className={s.row}>
          <span className={s.brand}>
            <ProviderMark />
            <span className={`${s.name} ${s.long}`}>{demoProviderText.name}</span>
            <span className={`${s.name} ${s.short}`}>{demoProviderText.shortName}</span>
          </span>
          <span className={s.badge} data-testid="demo-badge">
            {demoProviderText.demoBadge}
          </span>
          <span className={s.spacer} />
          {/* A plain link: the member site is another application as far as this provider is concerned. */}
          <a className={s.lobby} href={paths.home()}>
            <span aria-hidden="true">‹</span> {demoProviderText.lobby}
          </a>
        </div>
      </header>
      <main id="main" className={s.main}>
        {children}
      </main>
      <footer className={s.footer}>
        <p>{demoProviderText.demoNote}</p>
        <p className={s.responsible}>{demoProviderText.responsible}</p>
      </footer>
    </div>
  );
}

/** A provider page that cannot show the game: why, and the way back to the member site. */
export function ProviderNotice({ title, text, testId, action }: { title: string; text: string; testId?: string; action?: { href: string; label: string } }) {
  return (
    <section className={s.notice} data-testid={testId}>
      <ProviderMark />
      <h1>{title}</h1>
      <p>{text}</p>
      {action && (
        <a className={s.noticeAction} href={action.href}>
          {action.label}
        </a>
      )}
      <a className={s.noticeAction} href={paths.home()}>
        {demoProviderText.lobby}
      </a>
    </section>
  );
}
