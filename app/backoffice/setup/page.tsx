import { StaffSetup } from "@/components/backoffice/staff-setup";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import s from "@/components/backoffice/backoffice.module.css";

export const metadata = { title: b.setup.title };

/** A new staff account's one-time setup link lands here (the code is in the fragment: see StaffSetup). */
export default function StaffSetupPage() {
  return (
    <main className={s.signIn}>
      <section className={s.card} aria-labelledby="staff-setup">
        <p className={s.brand}>{b.brand}</p>
        <h1 id="staff-setup" className={s.heading}>
          {b.setup.title}
        </h1>
        <p className={s.lead}>{b.setup.lead}</p>
        <StaffSetup />
      </section>
    </main>
  );
}
