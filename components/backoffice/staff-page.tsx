import type { ReactNode } from "react";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import { StaffBar } from "./staff-bar";
import s from "./backoffice.module.css";

type Staff = Parameters<typeof StaffBar>[0]["staff"];

/** A back-office page: the bar, its title, and its content when the role holds `needs` (else a plain refusal). */
export function StaffPage({ staff, path, title, lead, needs, children }: { staff: Staff; path: string; title: string; lead: string; needs: string; children: ReactNode }) {
  const allowed = staff.permissions.includes(needs);
  return (
    <>
      <StaffBar staff={staff} current={path} />
      <main className={s.main}>
        <h1 className={s.heading}>{title}</h1>
        <p className={s.lead}>{allowed ? lead : b.forbidden}</p>
        {allowed && children}
      </main>
    </>
  );
}
