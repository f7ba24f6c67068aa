import { requireStaff } from "@/app/_data/staff-session";
import { StaffAccounts } from "@/components/backoffice/staff-accounts";
import { StaffPage } from "@/components/backoffice/staff-page";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";

export const metadata = { title: b.staff.title };

/** The staff accounts (owners only). */
export default async function StaffAccountsPage() {
  const staff = await requireStaff();
  return (
    <StaffPage staff={staff} path="/backoffice/staff" title={b.staff.title} lead={b.staff.lead} needs="staff.manage">
      <StaffAccounts me={staff.username} />
    </StaffPage>
  );
}
