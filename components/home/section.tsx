import Link from "next/link";
import type { ReactNode } from "react";
import s from "./home.module.css";

export function Section({
  id,
  title,
  more,
  children,
}: {
  id?: string;
  title: string;
  more?: { href: string; label: string };
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} className={s.section} aria-labelledby={headingId}>
      <div className={s.head}>
        <h2 id={headingId} className={s.title}>
          {title}
        </h2>
        {more && (
          <Link href={more.href} className={s.more}>
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
