import { requireStaff } from "@/app/_data/staff-session";
import { StaffPage } from "@/components/backoffice/staff-page";
import { WithdrawalQueue } from "@/components/backoffice/withdrawal-queue";
import { backofficeText as b } from "@/lib/i18n/th/backoffice";

export const metadata = { title: b.queueTitle };

/** The withdrawal queue: the back office's first page. */
export default async function BackofficeHome() {
  const staff = await requireStaff();
  return (
    <StaffPage staff={staff} path="/backoffice" title={b.queueTitle} lead={b.queueLead} needs="withdrawals.read">
      <WithdrawalQueue canDecide={staff.permissions.includes("withdrawals.decide")} />
    </StaffPage>
  );
}
