import type { ReactNode } from "react";
import s from "./page-shell.module.css";

/** A content page under the default layout: its title, an optional lead line and the body. */
export function PageShell({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className={`container ${s.page}`}>
      <h1 className={s.title}>{title}</h1>
      {lead && <p className={s.lead}>{lead}</p>}
      {children}
    </div>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={[s.card, className].filter(Boolean).join(" ")}>{children}</section>;
}

export const prose = s.prose;
/** The card look, for a component that renders its own <section> (with its own label or test id). */
export const cardClass = s.card;
