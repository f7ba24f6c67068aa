import type { ReactNode } from "react";
import s from "./home.module.css";

export function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} className={s.section} aria-labelledby={headingId}>
      <div className={s.head}>
        <h2 id={headingId} className={s.title}>
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
