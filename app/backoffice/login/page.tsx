import { redirect } from "next/navigation";
import { pageStaff } from "@/app/_data/staff-session";
import { StaffSignInForm } from "@/components/backoffice/sign-in-form";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import s from "@/components/backoffice/backoffice.module.css";

export const metadata = { title: b.signInTitle };

export default async function StaffSignInPage() {
  if (await pageStaff()) redirect("/backoffice");
  return (
    <main className={s.signIn}>
      <section className={s.card} aria-labelledby="staff-sign-in">
        <p className={s.brand}>{b.brand}</p>
        <h1 id="staff-sign-in" className={s.heading}>
          {b.signInTitle}
        </h1>
        <p className={s.lead}>{b.signInLead}</p>
        <StaffSignInForm />
      </section>
    </main>
  );
}
