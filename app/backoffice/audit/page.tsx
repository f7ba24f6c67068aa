import { redirect } from "next/navigation";
import { pageStaff } from "@/app/_data/staff-session";
import { AuditLog } from "@/components/backoffice/audit-log";
import { StaffBar } from "@/components/backoffice/staff-bar";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";
import s from "@/components/backoffice/backoffice.module.css";

export const metadata = { title: b.auditTitle };

/** The audit log: every staff action, for the owner and risk. */
export default async function AuditPage() {
  const staff = await pageStaff();
  if (!staff) redirect("/backoffice/login");
  return (
    <>
      <StaffBar staff={staff} current="/backoffice/audit" />
      <main className={s.main}>
        <h1 className={s.heading}>{b.auditTitle}</h1>
        {staff.permissions.includes("audit.read") ? (
          <>
            <p className={s.lead}>{b.auditLead}</p>
            <AuditLog />
          </>
        ) : (
          <p className={s.lead}>{b.forbidden}</p>
        )}
      </main>
    </>
  );
}
