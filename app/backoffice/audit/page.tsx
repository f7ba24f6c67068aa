import { requireStaff } from "@/app/_data/staff-session";
import { AuditLog } from "@/components/backoffice/audit-log";
import { StaffPage } from "@/components/backoffice/staff-page";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";

export const metadata = { title: b.auditTitle };

/** The audit log: every staff action, for the owner and risk. */
export default async function AuditPage() {
  const staff = await requireStaff();
  return (
    <StaffPage staff={staff} path="/backoffice/audit" title={b.auditTitle} lead={b.auditLead} needs="audit.read">
      <AuditLog />
    </StaffPage>
  );
}
